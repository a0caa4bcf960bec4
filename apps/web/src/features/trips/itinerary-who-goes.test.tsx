import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ItineraryDay, Participant } from '@trilha/shared';
import { loadTripScreen, renderApp } from '../../test/render-app';
import { ITINERARY, makeItem, SHORT_TRIP } from './itinerary-fixtures';
import { signedInApi } from './trip-fixtures';

const PEOPLE: Participant[] = [
  { _id: 'p-ana', name: 'Ana Souza', kind: 'user', userId: 'user-1' },
  { _id: 'p-carla', name: 'Carla', kind: 'guest', userId: null },
];

function itineraryApi(itinerary: ItineraryDay[], routes: Parameters<typeof signedInApi>[0] = {}) {
  return signedInApi({
    'GET /trips/trip-1': { status: 200, data: SHORT_TRIP },
    'GET /trips/trip-1/itinerary': { status: 200, data: itinerary },
    'GET /trips/trip-1/flights': { status: 200, data: [] },
    'GET /trips/trip-1/bookings': { status: 200, data: [] },
    'GET /trips/trip-1/tours': { status: 200, data: [] },
    'GET /trips/trip-1/participants': { status: 200, data: PEOPLE },
    ...routes,
  });
}

beforeAll(loadTripScreen, 60_000);

describe('who goes to an itinerary place', () => {
  it('sends the people chosen for a new place', async () => {
    const api = itineraryApi(ITINERARY, {
      'POST /trips/trip-1/itinerary': { status: 201, data: { ...ITINERARY[0]!.items[0]!, _id: 'new' } },
    });
    const { user } = renderApp('/trips/trip-1?tab=itinerary');
    await user.click(await screen.findByRole('button', { name: 'Add place to Day 3 · Fri, Jul 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'New place' });
    await user.type(within(dialog).getByRole('combobox', { name: /^Place( \*)?$/ }), 'LX Factory');
    const field = await within(dialog).findByRole('group', { name: 'Who goes' });
    expect(within(field).getByRole('button', { name: 'Everyone' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(field).getByRole('button', { name: 'Ana Souza' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add place' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /trips/trip-1/itinerary')[0]?.body).toMatchObject({
      placeName: 'LX Factory',
      participants: ['p-ana'],
    });
  }, 30_000);

  it('shows who goes on a place for some, and nothing on a place for everyone', async () => {
    const some = makeItem({ _id: 'item-7', placeName: 'Fado in Alfama', participants: ['p-carla'] });
    itineraryApi([
      { date: '2026-07-01', outsideTrip: false, items: [makeItem(), some] },
      { date: '2026-07-02', outsideTrip: false, items: [] },
      { date: '2026-07-03', outsideTrip: false, items: [] },
    ]);
    renderApp('/trips/trip-1?tab=itinerary');
    expect(await screen.findByRole('img', { name: 'Who goes: Carla' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Who goes/ })).toHaveLength(1);
  }, 30_000);
});
