import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { loadGoogleMaps } from '../lib/maps-service';
import type * as metaPixel from '../lib/meta-pixel';
import { startMetaPixel } from '../lib/meta-pixel';
import { setPixelOptOut } from '../lib/pixel-consent';
import { MapsServiceGate, PixelTracker } from './external-services';

// The tracker loads the pixel module when it starts: its call to startMetaPixel is the moment a PageView
// goes out or not, so a test that expects none waits for that moment (or for every import to settle).
vi.mock('../lib/meta-pixel', async (importOriginal) => {
  const actual = await importOriginal<typeof metaPixel>();
  return { ...actual, startMetaPixel: vi.fn(actual.startMetaPixel) };
});

type Win = Window & { fbq?: { queue: unknown[][] }; _fbq?: unknown; __trilhaMapsReady?: () => void };
const win = window as unknown as Win;
const scripts = (host: string) =>
  Array.from(document.head.querySelectorAll('script')).filter((script) => script.src.includes(host));

beforeEach(() => {
  vi.mocked(startMetaPixel).mockClear();
});

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete win.fbq;
  delete win._fbq;
  vi.useRealTimers();
});

describe('maps service gate', () => {
  it("shows 'Loading...' until Google Maps (pt-BR, places) calls back, then the app", async () => {
    render(
      <MapsServiceGate apiKey="test-key">
        <p>The app</p>
      </MapsServiceGate>,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await waitFor(() => expect(scripts('maps.googleapis.com')).toHaveLength(1));
    const src = new URL(scripts('maps.googleapis.com')[0]!.src);
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      key: 'test-key',
      language: 'pt-BR',
      libraries: 'places',
    });
    expect(screen.queryByText('The app')).not.toBeInTheDocument();
    act(() => win.__trilhaMapsReady!());
    expect(await screen.findByText('The app')).toBeInTheDocument();
  });

  it('says so clearly when the script fails, and lets the person go on without it', async () => {
    render(
      <MapsServiceGate apiKey="other-key">
        <p>The app</p>
      </MapsServiceGate>,
    );
    await waitFor(() => expect(scripts('key=other-key')).toHaveLength(1));
    act(() => scripts('key=other-key')[0]!.dispatchEvent(new Event('error')));
    expect(await screen.findByText(/The map service could not be loaded/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue without maps' }));
    expect(screen.getByText('The app')).toBeInTheDocument();
  });

  it('gives up after the load timeout instead of hanging', async () => {
    vi.useFakeTimers();
    const loading = loadGoogleMaps('slow-key', 120_000);
    const failed = expect(loading).rejects.toThrow(/in time/);
    vi.advanceTimersByTime(120_000);
    await failed;
    expect(scripts('slow-key')).toHaveLength(0);
  });
});

function Navigate({ to }: { to: string }) {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(to)}>go</button>;
}

describe('conversion pixel', () => {
  const tracked = () => (win.fbq?.queue ?? []).filter((args) => args[0] === 'track');

  it('loads the Meta pixel, sends PageView at start and on each route change', async () => {
    render(
      <MemoryRouter initialEntries={['/trips']}>
        <PixelTracker pixelId="123456" />
        <Navigate to="/trips/trip-1" />
      </MemoryRouter>,
    );
    await waitFor(() => expect(tracked()).toHaveLength(1));
    expect(scripts('connect.facebook.net/en_US/fbevents.js')).toHaveLength(1);
    expect(win.fbq!.queue[0]).toEqual(['init', '123456']);
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() =>
      expect(tracked()).toEqual([
        ['track', 'PageView'],
        ['track', 'PageView'],
      ]),
    );
    expect(scripts('connect.facebook.net')).toHaveLength(1);
  });

  it('sends no second PageView when the tracker mounts again on the same route', async () => {
    const tracker = (
      <MemoryRouter initialEntries={['/trips']}>
        <PixelTracker pixelId="123456" />
      </MemoryRouter>
    );
    const first = render(tracker);
    await waitFor(() => expect(tracked()).toHaveLength(1));
    first.unmount();
    render(tracker);
    // The remounted tracker has started the pixel again: this is where a second PageView would go out.
    await waitFor(() => expect(startMetaPixel).toHaveBeenCalledTimes(2));
    expect(tracked()).toHaveLength(1);
  });

  it('loads nothing for a person who opted out', async () => {
    setPixelOptOut(true);
    render(
      <MemoryRouter>
        <PixelTracker pixelId="123456" />
      </MemoryRouter>,
    );
    // Any pixel module the tracker asked for has loaded and been called by now.
    await act(() => vi.dynamicImportSettled());
    expect(startMetaPixel).not.toHaveBeenCalled();
    expect(scripts('facebook')).toHaveLength(0);
    expect(win.fbq).toBeUndefined();
  });

  it('loads nothing when the browser asks not to be tracked', async () => {
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true });
    render(
      <MemoryRouter>
        <PixelTracker pixelId="123456" />
      </MemoryRouter>,
    );
    // Any pixel module the tracker asked for has loaded and been called by now.
    await act(() => vi.dynamicImportSettled());
    expect(startMetaPixel).not.toHaveBeenCalled();
    expect(scripts('facebook')).toHaveLength(0);
    Reflect.deleteProperty(navigator, 'doNotTrack');
  });
});
