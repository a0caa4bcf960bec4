import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, type MockReply } from '../../test/mock-api';
import { loadTripScreen, renderApp, withSessionRoot } from '../../test/render-app';
import { fillTime } from '../../test/date-fields';
import {
  HOTEL,
  ITINERARY,
  makeItem,
  makeTour,
  OUTBOUND,
  PASTEIS,
  SHORT_TRIP,
  TOWER,
} from './itinerary-fixtures';
import { deferred } from './plan-fixtures';
import { signedInApi, VIEWER_PERMISSIONS } from './trip-fixtures';
import { ItineraryTab } from './components/itinerary/itinerary-tab';
import { useTripItems } from '../../app/trip-screen/use-trip-items';

/** The trip core's tab on its own: the flights, stays and tours app/ hands it, without the map. */
function ItineraryWithoutMap() {
  return <ItineraryTab trip={SHORT_TRIP} useItems={useTripItems} />;
}

const ITINERARY_URL = 'GET /trips/trip-1/itinerary';
const MOVE = 'PUT /trips/trip-1/itinerary/item-1';
const DAY_1 = 'Day 1 · Wed, Jul 1';
const DAY_3 = 'Day 3 · Fri, Jul 3';
const OUTSIDE = 'Outside the trip · Wed, Jul 8';

function itineraryApi(routes: Parameters<typeof signedInApi>[0] = {}, trip = SHORT_TRIP) {
  return signedInApi({
    'GET /trips/trip-1': { status: 200, data: trip },
    [ITINERARY_URL]: { status: 200, data: ITINERARY },
    'GET /trips/trip-1/flights': { status: 200, data: [] },
    'GET /trips/trip-1/bookings': { status: 200, data: [] },
    'GET /trips/trip-1/tours': { status: 200, data: [] },
    ...routes,
  });
}

async function openAddDialog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: `Add place to ${DAY_3}` }));
  const dialog = await screen.findByRole('dialog', { name: 'New place' });
  // The place's name is a place search now (a combobox), not to be confused with "Place on the map".
  await user.type(within(dialog).getByRole('combobox', { name: /^Place( \*)?$/ }), 'LX Factory');
  await user.click(within(dialog).getByRole('combobox', { name: 'Part of the day' }));
  await user.click(await screen.findByRole('option', { name: 'Evening' }));
  fillTime('Time (optional)', '19:00', within(dialog));
  return dialog;
}

beforeAll(loadTripScreen, 60_000);

describe('itinerary tab', () => {
  it('lists every day of the trip with its places, then the days left outside it', async () => {
    itineraryApi();
    renderApp('/trips/trip-1?tab=itinerary');
    const day1 = await screen.findByRole('region', { name: DAY_1 });
    const sections = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    expect(sections).toEqual([DAY_1, 'Day 2 · Thu, Jul 2', DAY_3, OUTSIDE]);
    expect(
      within(day1)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('MorningBelém Tower'),
      expect.stringContaining('15:30Pastéis de Belém'),
    ]);
    expect(within(day1).getByText('Queue moves fast.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: DAY_3 })).getByText('Nothing planned for this day yet.'),
    ).toBeInTheDocument();
    const outside = screen.getByRole('region', { name: OUTSIDE });
    expect(within(outside).getByText(/outside the trip's dates/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: DAY_3 })).queryByText(/outside the trip's dates/),
    ).toBeNull();
    expect(within(day1).getByRole('link', { name: `Day view of ${DAY_1}` })).toHaveAttribute(
      'href',
      '/trips/trip-1/day/2026-07-01',
    );
    expect(screen.getByRole('tab', { name: 'Itinerary' })).toHaveAttribute('aria-selected', 'true');
  });

  it('reads a landing day in order: landing, morning place, check-in, 15:00 tour, evening place', async () => {
    const dinner = makeItem({
      _id: 'item-9',
      timeOfDay: 'evening',
      placeName: 'Dinner in Alfama',
      position: 0,
    });
    itineraryApi({
      [ITINERARY_URL]: {
        status: 200,
        // The evening place was put first by hand; its part of the day still puts it last.
        data: [
          { date: '2026-07-01', outsideTrip: false, items: [dinner, { ...TOWER, position: 1 }] },
          { date: '2026-07-02', outsideTrip: false, items: [] },
          { date: '2026-07-03', outsideTrip: false, items: [] },
        ],
      },
      'GET /trips/trip-1/flights': { status: 200, data: [OUTBOUND] },
      'GET /trips/trip-1/bookings': { status: 200, data: [HOTEL] },
      'GET /trips/trip-1/tours': {
        status: 200,
        data: [makeTour({ name: 'Tile museum', date: '2026-07-01', time: '15:00', location: '' })],
      },
    });
    renderApp('/trips/trip-1?tab=itinerary');
    const day1 = await screen.findByRole('region', { name: DAY_1 });
    expect(
      within(day1)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('11:40Lands at LIS 11:40'),
      expect.stringContaining('1MorningBelém Tower'),
      expect.stringContaining('AfternoonCheck-in · Hotel Alfama'),
      expect.stringContaining('215:00Tile museum'),
      expect.stringContaining('3EveningDinner in Alfama'),
    ]);
    // Bookings open their card in their own section and cannot be dragged; places can.
    expect(within(day1).getByRole('link', { name: /^Lands at LIS/ })).toHaveAttribute(
      'href',
      '/trips/trip-1?tab=flights',
    );
    expect(within(day1).getByRole('link', { name: 'Check-in · Hotel Alfama' })).toHaveAttribute(
      'href',
      '/trips/trip-1?tab=bookings',
    );
    expect(
      within(day1)
        .getAllByRole('button', { name: /^Move / })
        .map((handle) => handle.getAttribute('aria-label')),
    ).toEqual(['Move Belém Tower', 'Move Dinner in Alfama']);
    // The next day says where the traveller sleeps.
    expect(
      within(screen.getByRole('region', { name: 'Day 2 · Thu, Jul 2' })).getByText('Night at Hotel Alfama'),
    ).toBeInTheDocument();
  });

  it('times the way between the stops of a day in the mode picked for that day', async () => {
    const placed = [
      { ...TOWER, lat: 38.6916, lon: -9.216 },
      { ...PASTEIS, lat: 38.6975, lon: -9.2032 },
    ];
    const api = itineraryApi({
      [ITINERARY_URL]: {
        status: 200,
        data: [
          { date: '2026-07-01', outsideTrip: false, items: placed },
          { date: '2026-07-02', outsideTrip: false, items: [] },
          { date: '2026-07-03', outsideTrip: false, items: [] },
        ],
      },
      'POST /trips/trip-1/route': (request) => {
        const { mode } = request.body as { mode: 'walking' | 'driving' | 'transit' };
        const seconds = mode === 'driving' ? 240 : 900;
        return {
          status: 200,
          data: {
            mode,
            estimated: false,
            legs: [{ distanceMeters: 1300, durationSeconds: seconds, estimated: false }],
            geometry: null,
          },
        };
      },
    });
    const { user } = renderApp('/trips/trip-1?tab=itinerary');
    const day1 = await screen.findByRole('region', { name: DAY_1 });
    expect(await within(day1).findByText('1.3 km · 15 min on foot')).toBeInTheDocument();
    const picker = within(day1).getByRole('group', { name: `How you get around on ${DAY_1}` });
    expect(within(picker).getByRole('button', { name: 'Walk' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(picker).getByRole('button', { name: 'Car' }));
    expect(await within(day1).findByText('1.3 km · 4 min by car')).toBeInTheDocument();
    expect(
      api.callsTo('POST /trips/trip-1/route').map((call) => (call.body as { mode: string }).mode),
    ).toEqual(['walking', 'driving']);
    // A day with fewer than two stops on the map has no way to time, and nothing to pick.
    const day2 = screen.getByRole('region', { name: 'Day 2 · Thu, Jul 2' });
    expect(within(day2).queryByRole('group', { name: /^How you get around/ })).toBeNull();
  });

  it('adds a place to a day with what the form says', async () => {
    const api = itineraryApi({
      'POST /trips/trip-1/itinerary': { status: 201, data: { ...ITINERARY[0]!.items[0]!, _id: 'new' } },
    });
    const { user } = renderApp('/trips/trip-1?tab=itinerary');
    const dialog = await openAddDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add place' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /trips/trip-1/itinerary')[0]?.body).toEqual({
      date: '2026-07-03',
      timeOfDay: 'evening',
      time: '19:00',
      placeName: 'LX Factory',
      location: '',
      lat: null,
      lon: null,
      notes: '',
    });
    await waitFor(() => expect(api.callsTo(ITINERARY_URL)).toHaveLength(2));
  });

  it('shows the server refusing a date outside the trip under the day field', async () => {
    itineraryApi({
      'POST /trips/trip-1/itinerary': apiError(400, 'VALIDATION_ERROR', 'Invalid', [
        { path: 'date', message: 'This date is outside the trip.' },
      ]),
    });
    const { user } = renderApp('/trips/trip-1?tab=itinerary');
    const dialog = await openAddDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add place' }));
    expect(await within(dialog).findByText('This date is outside the trip.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New place' })).toBeInTheDocument();
  });

  it('moves a place to another day from its menu, before the server answers', async () => {
    const reply = deferred<MockReply>();
    const api = itineraryApi({ [MOVE]: () => reply.promise });
    const { user } = renderApp('/trips/trip-1?tab=itinerary');
    await user.click(await screen.findByRole('button', { name: 'Actions for Belém Tower' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to day…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move “Belém Tower” to another day' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Day' }));
    await user.click(await screen.findByRole('option', { name: DAY_3 }));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(api.callsTo(MOVE)).toHaveLength(1));
    expect(api.callsTo(MOVE)[0]?.body).toEqual({ date: '2026-07-03' });
    expect(within(screen.getByRole('region', { name: DAY_3 })).getByText('Belém Tower')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: DAY_1 })).queryByText('Belém Tower')).toBeNull();
    reply.resolve({ status: 200, data: { ...TOWER, date: '2026-07-03' } });
    await waitFor(() => expect(api.callsTo(ITINERARY_URL)).toHaveLength(2));
  });

  it('puts a place back where it was when the server refuses the move', async () => {
    itineraryApi({ [MOVE]: apiError(403, 'FORBIDDEN', 'Forbidden') });
    const { user } = renderApp('/trips/trip-1?tab=itinerary');
    await user.click(await screen.findByRole('button', { name: 'Actions for Belém Tower' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to day…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move “Belém Tower” to another day' });
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You are not allowed to do this.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(screen.getByRole('region', { name: DAY_1 })).getByText('Belém Tower')).toBeInTheDocument();
  });

  it('deletes a place after confirming', async () => {
    const api = itineraryApi({ 'DELETE /trips/trip-1/itinerary/item-2': { status: 204 } });
    const { user } = renderApp('/trips/trip-1?tab=itinerary');
    await user.click(await screen.findByRole('button', { name: 'Actions for Pastéis de Belém' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Pastéis de Belém”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /trips/trip-1/itinerary/item-2')).toHaveLength(1));
  });

  it('shows a viewer the plan without any way to change it', async () => {
    itineraryApi({}, { ...SHORT_TRIP, myRole: 'viewer', permissions: VIEWER_PERMISSIONS });
    renderApp('/trips/trip-1?tab=itinerary');
    expect(await screen.findByText('Belém Tower')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add place/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
    expect(screen.getAllByRole('link', { name: /^Day view of/ })).toHaveLength(4);
  });
});

describe('itinerary tab without the map feature', () => {
  it('shows the plan alone: no map of the day, no way between stops, nothing to pick', async () => {
    const placed = [
      { ...TOWER, lat: 38.6916, lon: -9.216 },
      { ...PASTEIS, lat: 38.6975, lon: -9.2032 },
    ];
    const api = itineraryApi({
      [ITINERARY_URL]: { status: 200, data: [{ date: '2026-07-01', outsideTrip: false, items: placed }] },
    });
    // The trip core's tab on its own, without the app's composition that gives it the map (app/trip-screen).
    renderApp('/plan', withSessionRoot([{ path: 'plan', element: <ItineraryWithoutMap /> }]));
    const day1 = await screen.findByRole('region', { name: DAY_1 });
    expect(within(day1).getByText('Belém Tower')).toBeInTheDocument();
    expect(within(day1).getAllByRole('listitem')).toHaveLength(2);
    expect(within(day1).queryByRole('group', { name: /^How you get around/ })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Show the plan as' })).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Map of the day' })).toBeNull();
    expect(api.callsTo('POST /trips/trip-1/route')).toEqual([]);
  });
});
