import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DayEntry, ItineraryItem, TimeOfDay, TripPlan } from '@trilha/shared';
import { apiError } from '../../test/mock-api';
import { loadTripScreen, renderApp } from '../../test/render-app';
import { timelineDays } from './components/timeline/timeline-days';
import { HOTEL, ITINERARY, makeFlight, makeTour, OUTBOUND, SHORT_TRIP, TRAM } from './itinerary-fixtures';
import { signedInApi } from './trip-fixtures';

const item = (
  placeName: string,
  date: string,
  timeOfDay: TimeOfDay,
  time: string | null,
  position: number,
): ItineraryItem => ({
  _id: placeName,
  date,
  timeOfDay,
  time,
  placeName,
  notes: '',
  location: '',
  position,
  participants: null,
});

const TRIP = { startDate: '2027-01-01', endDate: '2027-01-04' };
const EMPTY_PLAN: TripPlan = { itinerary: [], flights: [], bookings: [], tours: [] };

function describeEntry(entry: DayEntry): string {
  switch (entry.kind) {
    case 'itinerary':
      return entry.item.placeName;
    case 'flight':
      return `${entry.leg} ${entry.flight.flightNumber}`;
    case 'check-in':
    case 'check-out':
    case 'stay-night':
      return `${entry.kind} ${entry.booking.accommodationName}`;
    case 'tour':
      return entry.tour.name;
  }
}

beforeAll(loadTripScreen, 60_000);

describe('timelineDays', () => {
  it('keeps only days with something, in date order, each in time order', () => {
    const timeline = timelineDays(TRIP, {
      ...EMPTY_PLAN,
      itinerary: [
        item('Dinner', '2027-01-01', 'evening', '20:00', 0),
        item('Museum', '2027-01-01', 'morning', null, 1),
        item('Beach', '2027-01-03', 'afternoon', '15:00', 0),
        item('Kept', '2027-01-05', 'night', null, 0),
      ],
    });
    expect(timeline.map((day) => day.date)).toEqual(['2027-01-01', '2027-01-03', '2027-01-05']);
    expect(timeline[0]!.entries.map(describeEntry)).toEqual(['Museum', 'Dinner']);
    expect(
      timelineDays(TRIP, {
        ...EMPTY_PLAN,
        itinerary: [
          item('Walk', '2027-01-01', 'morning', null, 0),
          item('Cafe', '2027-01-01', 'morning', '09:00', 1),
        ],
      })[0]!.entries.map(describeEntry),
    ).toEqual(['Cafe', 'Walk']);
    expect(timeline.map((day) => day.outsideTrip)).toEqual([false, false, true]);
  });

  it('mixes flights, stays and tours with the itinerary, including a flight the day before the trip', () => {
    const outbound = makeFlight({
      flightNumber: 'TP88',
      departure: { ...OUTBOUND.departure, time: '2026-12-31T22:00:00-03:00' },
      arrival: { ...OUTBOUND.arrival, time: '2027-01-01T11:40:00+00:00' },
    });
    const timeline = timelineDays(TRIP, {
      itinerary: [item('Castle', '2027-01-02', 'morning', '10:00', 0)],
      flights: [outbound],
      bookings: [{ ...HOTEL, checkIn: '2027-01-01', checkOut: '2027-01-03' }],
      tours: [makeTour({ name: 'Tram tour', date: '2027-01-02', time: '09:00' })],
    });
    expect(timeline.map((day) => [day.date, day.outsideTrip, day.entries.map(describeEntry)])).toEqual([
      ['2026-12-31', true, ['departure TP88']],
      ['2027-01-01', false, ['arrival TP88', 'check-in Hotel Alfama']],
      ['2027-01-02', false, ['Tram tour', 'Castle', 'stay-night Hotel Alfama']],
      ['2027-01-03', false, ['check-out Hotel Alfama']],
    ]);
  });

  it('is empty for a trip with nothing dated', () => {
    expect(timelineDays(TRIP, EMPTY_PLAN)).toEqual([]);
  });
});

const TAB = '/trips/trip-1?tab=timeline';

function timelineApi(routes: Parameters<typeof signedInApi>[0] = {}) {
  return signedInApi({
    'GET /trips/trip-1': { status: 200, data: SHORT_TRIP },
    'GET /trips/trip-1/itinerary': { status: 200, data: ITINERARY },
    'GET /trips/trip-1/flights': { status: 200, data: [OUTBOUND] },
    'GET /trips/trip-1/bookings': { status: 200, data: [HOTEL] },
    'GET /trips/trip-1/tours': { status: 200, data: [TRAM] },
    ...routes,
  });
}

const texts = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((entry) => entry.textContent);

describe('timeline tab', () => {
  it('shows every kind day by day, with the flight the day before the trip ahead of its start', async () => {
    timelineApi();
    renderApp(TAB);
    const before = await screen.findByRole('region', { name: 'Outside the trip · Tue, Jun 30' });
    const sections = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    expect(sections).toEqual([
      'Outside the trip · Tue, Jun 30',
      'Day 1 · Wed, Jul 1',
      'Day 2 · Thu, Jul 2',
      'Day 3 · Fri, Jul 3',
      'Outside the trip · Wed, Jul 8',
    ]);
    expect(texts(before)).toEqual([
      '22:00Flight TP 88 · GRU 22:00 → LISTAP Air Portugal · Arrives on Wed, Jul 1 at 11:40Scheduled',
    ]);
    expect(texts(screen.getByRole('region', { name: 'Day 1 · Wed, Jul 1' }))).toEqual([
      // An untimed morning place after the landing, not before it.
      '11:40Lands at LIS 11:40 (flight TP 88 from GRU)TAP Air Portugal · Left on Tue, Jun 30 at 22:00Scheduled',
      'MorningBelém TowerBelém',
      'AfternoonCheck-in · Hotel AlfamaRua dos Remédios 12, Lisboa2 nights',
      '15:30Pastéis de BelémBelémQueue moves fast.',
    ]);
    expect(texts(screen.getByRole('region', { name: 'Day 2 · Thu, Jul 2' }))).toEqual([
      '16:00Tram tour · 16:00 · Praça da FigueiraNot booked',
      'NightFado in AlfamaBelém',
      'NightNight at Hotel AlfamaRua dos Remédios 12, Lisboa',
    ]);
    expect(texts(screen.getByRole('region', { name: 'Day 3 · Fri, Jul 3' }))).toEqual([
      'MorningCheck-out · Hotel AlfamaRua dos Remédios 12, Lisboa',
    ]);
    // The trip's start comes after the day before it, its end before the day left outside after it.
    const order = [
      before,
      screen.getByText(/^Trip starts/),
      screen.getByRole('region', { name: 'Day 3 · Fri, Jul 3' }),
      screen.getByText(/^Trip ends/),
      screen.getByRole('region', { name: 'Outside the trip · Wed, Jul 8' }),
    ];
    for (const [index, node] of order.slice(1).entries()) {
      expect(order[index]!.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: /^Flight TP 88/ })).toHaveAttribute(
      'href',
      '/trips/trip-1?tab=flights',
    );
    expect(screen.getByRole('link', { name: 'Outside the trip · Tue, Jun 30' })).toHaveAttribute(
      'href',
      '/trips/trip-1/day/2026-06-30',
    );
  });

  it('says what can fill it when nothing has a date', async () => {
    timelineApi({
      'GET /trips/trip-1/itinerary': { status: 200, data: [] },
      'GET /trips/trip-1/flights': { status: 200, data: [] },
      'GET /trips/trip-1/bookings': { status: 200, data: [] },
      'GET /trips/trip-1/tours': { status: 200, data: [] },
    });
    renderApp(TAB);
    expect(await screen.findByText('The timeline is empty')).toBeInTheDocument();
    expect(screen.getByText(/flights, stays, tours and the places of the itinerary/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the itinerary' })).toHaveAttribute(
      'href',
      '/trips/trip-1?tab=itinerary',
    );
  });

  it('shows the failed call when one of the lists cannot be loaded', async () => {
    timelineApi({ 'GET /trips/trip-1/bookings': apiError(500, 'INTERNAL', 'Something went wrong.') });
    renderApp(TAB);
    expect(await screen.findByRole('alert')).toHaveTextContent(/.+/);
    expect(screen.queryByRole('region', { name: /Day 1/ })).toBeNull();
  });
});
