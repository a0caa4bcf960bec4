import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Photo } from '@trilha/shared';
import { loadTripScreen, renderApp } from '../../test/render-app';
import { makeTrip, signedInApi, VIEWER_PERMISSIONS } from '../trips/trip-fixtures';

const photo = (id: string, caption: string): Photo => ({
  _id: id,
  tripId: 'trip-1',
  caption,
  width: 800,
  height: 600,
  addedBy: { userId: 'user-2', name: 'Bruno Souza' },
  createdAt: '2026-07-02T10:00:00.000Z',
});
const PHOTOS = [photo('p1', 'Belém at dawn'), photo('p2', '')];

function photosApi(routes: Parameters<typeof signedInApi>[0] = {}, trip = makeTrip()) {
  return signedInApi({
    'GET /trips/trip-1': { status: 200, data: trip },
    'GET /trips/trip-1/photos': { status: 200, data: PHOTOS },
    'GET /trips/trip-1/photos/p1': { status: 200, data: 'jpeg' },
    'GET /trips/trip-1/photos/p2': { status: 200, data: 'jpeg' },
    ...routes,
  });
}

// jsdom has no object URLs.
const objectUrls = { create: URL.createObjectURL };
beforeEach(() => {
  let n = 0;
  URL.createObjectURL = () => `blob:photo-${++n}`;
});
afterEach(() => {
  URL.createObjectURL = objectUrls.create;
  vi.restoreAllMocks();
});

beforeAll(loadTripScreen, 60_000);

describe('photos tab', () => {
  it('shows the thumbnails, opens one full screen and moves with the arrow keys', async () => {
    photosApi();
    renderApp('/trips/trip-1?tab=photos');
    // The first test waits for the tab's lazily loaded code to be transformed.
    const list = await screen.findByRole('list', { name: 'Photos' }, { timeout: 15_000 });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Open photo 1: Belém at dawn',
      'Open photo 2: Photo added by Bruno Souza',
    ]);
    fireEvent.click(buttons[0]!);
    const viewer = await screen.findByRole('dialog', { name: 'Photo 1 of 2' });
    expect(within(viewer).getByText(/Added by Bruno Souza on July 2, 2026/)).toBeInTheDocument();
    expect(within(viewer).getByRole('textbox', { name: 'Caption' })).toHaveValue('Belém at dawn');
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    expect(await screen.findByRole('dialog', { name: 'Photo 2 of 2' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(await screen.findByRole('dialog', { name: 'Photo 1 of 2' })).toBeInTheDocument();
  });

  it("shows the viewer's controls for its dark surface: a disabled save that shows, labels on one line", async () => {
    photosApi();
    renderApp('/trips/trip-1?tab=photos');
    const list = await screen.findByRole('list', { name: 'Photos' }, { timeout: 15_000 });
    fireEvent.click(within(list).getAllByRole('button')[0]!);
    const viewer = await screen.findByRole('dialog', { name: 'Photo 1 of 2' });
    const save = within(viewer).getByRole('button', { name: 'Save caption' });
    expect(save).toBeDisabled();
    // The dark palette's disabled colours (light on the dark surface), not the light theme's black ones.
    expect(getComputedStyle(save).color).toBe('rgba(255, 255, 255, 0.3)');
    expect(getComputedStyle(save).backgroundColor).toBe('rgba(255, 255, 255, 0.12)');
    const caption = within(viewer).getByRole('textbox', { name: 'Caption' });
    expect(getComputedStyle(caption.parentElement as HTMLElement).color).toBe('rgb(255, 255, 255)');
    for (const button of [save, within(viewer).getByRole('button', { name: 'Delete photo' })]) {
      expect(getComputedStyle(button).whiteSpace).toBe('nowrap');
      expect(getComputedStyle(button).flexShrink).toBe('0');
    }
  });

  it('lets a viewer look but not add, caption or delete', async () => {
    photosApi({}, makeTrip({ myRole: 'viewer', permissions: VIEWER_PERMISSIONS }));
    renderApp('/trips/trip-1?tab=photos');
    const list = await screen.findByRole('list', { name: 'Photos' });
    expect(screen.queryByRole('button', { name: 'Add photos' })).not.toBeInTheDocument();
    fireEvent.click(within(list).getAllByRole('button')[0]!);
    const viewer = await screen.findByRole('dialog', { name: 'Photo 1 of 2' });
    expect(within(viewer).getByText('Belém at dawn')).toBeInTheDocument();
    expect(within(viewer).queryByRole('button', { name: 'Delete photo' })).not.toBeInTheDocument();
  });

  it('uploads several photos with a progress line each, and asks before deleting', async () => {
    const api = photosApi({
      'POST /trips/trip-1/photos': { status: 201, data: photo('p3', '') },
      'DELETE /trips/trip-1/photos/p1': { status: 204 },
    });
    renderApp('/trips/trip-1?tab=photos');
    await screen.findByRole('list', { name: 'Photos' });
    const files = ['a.jpg', 'b.heic'].map(
      (name) => new File([new Uint8Array(10)], name, { type: 'image/jpeg' }),
    );
    fireEvent.change(screen.getByTestId('photo-input'), { target: { files } });
    const uploads = await screen.findByRole('list', { name: 'Uploads' });
    await waitFor(() => expect(within(uploads).getAllByText(/added$/)).toHaveLength(2));
    expect(api.callsTo('POST /trips/trip-1/photos')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Open photo 1: Belém at dawn' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete photo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete photo' }));
    await waitFor(() => expect(api.callsTo('DELETE /trips/trip-1/photos/p1')).toHaveLength(1));
  });
});
