import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type * as AppUpdatesModule from './components/app-updates';
import { i18n } from '../../lib/i18n/i18n';

type Listener = (event: { type: string }) => void;

/** workbox-window's Workbox as the page uses it: events from the worker, registration, skip waiting. */
const fake = vi.hoisted(() => {
  class FakeWorkbox {
    listeners = new Map<string, Listener[]>();
    register = vi.fn(async () => undefined);
    update = vi.fn(async () => undefined);
    messageSkipWaiting = vi.fn();
    constructor(
      public url: string,
      public options: unknown,
    ) {
      fake.instances.push(this);
    }
    addEventListener(type: string, listener: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    /** The browser's side: the new worker installed and waiting, or the page taken over. */
    emit(type: string) {
      for (const listener of this.listeners.get(type) ?? []) listener({ type });
    }
  }
  return { FakeWorkbox, instances: [] as InstanceType<typeof FakeWorkbox>[] };
});
vi.mock('workbox-window', () => ({ Workbox: fake.FakeWorkbox }));

// The test setup loads the signed-in frame, this component with it, before the mock above: load it again.
let AppUpdates: typeof AppUpdatesModule.AppUpdates;
beforeAll(async () => {
  vi.resetModules();
  ({ AppUpdates } = await import('./components/app-updates'));
  // The signed-in frame loads the offline texts before its screens; rendered alone, the prompt loads them.
  i18n.addResourceBundle('en', 'translation', (await import('./locales/en.json')).default, true, true);
});

const realLocation = window.location;
const reload = vi.fn();

beforeEach(() => {
  fake.instances.length = 0;
  reload.mockClear();
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  Object.defineProperty(window, 'location', { value: { ...realLocation, reload }, configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  // @ts-expect-error jsdom has no service worker container of its own
  delete navigator.serviceWorker;
  Object.defineProperty(window, 'location', { value: realLocation, configurable: true });
});

describe('a new release', () => {
  it('is offered when its worker waits, and reloading activates it', async () => {
    render(<AppUpdates />);
    const workbox = fake.instances[0]!;
    expect(workbox.url).toBe('/sw.js');
    expect(workbox.register).toHaveBeenCalledOnce();
    expect(screen.queryByText('A new version of Trilha is available.')).toBeNull();

    // The first worker taking the page over (clientsClaim) reloads nothing.
    act(() => workbox.emit('controlling'));
    expect(reload).not.toHaveBeenCalled();

    act(() => workbox.emit('waiting'));
    expect(await screen.findByText('A new version of Trilha is available.')).toBeVisible();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    // The waiting worker is told to take over; once it controls the page, the page reloads into it.
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    act(() => workbox.emit('controlling'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('is looked for every hour while the app stays open', () => {
    vi.useFakeTimers();
    const { unmount } = render(<AppUpdates />);
    const workbox = fake.instances[0]!;
    expect(workbox.update).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(60 * 60 * 1000));
    expect(workbox.update).toHaveBeenCalledOnce();
    unmount();
    act(() => vi.advanceTimersByTime(60 * 60 * 1000));
    expect(workbox.update).toHaveBeenCalledOnce();
  });

  it('is not looked for where the browser has no service workers', () => {
    // @ts-expect-error jsdom has no service worker container of its own
    delete navigator.serviceWorker;
    render(<AppUpdates />);
    expect(fake.instances).toHaveLength(0);
  });
});
