import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { apiError } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { dayEntries, type DayEntry } from '@trilha/shared';
import { DINNER, makeExpense, SETTLEMENT, TAXI } from '../expenses/expense-fixtures';
import {
  FADO,
  HOTEL,
  makeBooking,
  makeDay,
  makeFlight,
  makeItem,
  makeTour,
  OUTBOUND,
  SHORT_TRIP,
  TRAM,
} from './itinerary-fixtures';
import { makeTrip, signedInApi, VIEWER_PERMISSIONS } from './trip-fixtures';

const DAY_URL = 'GET /trips/trip-1/days/2026-07-02';
const LUNCH = makeItem({
  _id: 'item-9',
  date: '2026-07-02',
  time: '12:30',
  timeOfDay: 'afternoon',
  placeName: 'Time Out Market',
  location: 'Cais do Sodré',
  notes: 'Share a table.',
});

function dayApi(day = makeDay()) {
  return signedInApi({
    'GET /trips/trip-1': { status: 200, data: SHORT_TRIP },
    [DAY_URL]: { status: 200, data: day },
  });
}

describe('day view', () => {
  it('shows the entries in the order the server gives, with where the day sits in the trip', async () => {
    dayApi(
      makeDay({
        entries: [
          { kind: 'itinerary', time: '12:30', timeOfDay: 'afternoon', item: LUNCH },
          { kind: 'itinerary', time: null, timeOfDay: 'night', item: FADO },
        ],
      }),
    );
    renderApp('/trips/trip-1/day/2026-07-02');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thursday, July 2nd, 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Summer in Lisbon')).toBeInTheDocument();
    expect(screen.getByText('Day 2 of 3')).toBeInTheDocument();
    const entries = within(screen.getByRole('list', { name: 'Plan of the day' })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      '12:30Time Out MarketCais do SodréShare a table.',
      'NightFado in AlfamaBelém',
    ]);
    expect(screen.getByRole('link', { name: 'Back to the itinerary' })).toHaveAttribute(
      'href',
      '/trips/trip-1?tab=itinerary',
    );
  });

  it('shows a flight, a check-in, a tour and a place in time order, each linking to where it is managed', async () => {
    const flight = makeFlight({
      _id: 'flight-2',
      flightNumber: 'TP1944',
      departure: {
        airport: 'LIS',
        airportName: 'Lisbon Portela Airport',
        timeZone: 'Europe/Lisbon',
        terminal: '',
        time: '2026-07-02T09:30:00+01:00',
      },
      arrival: {
        airport: 'OPO',
        airportName: 'Porto Francisco Sá Carneiro Airport',
        timeZone: 'Europe/Lisbon',
        terminal: '',
        time: '2026-07-02T10:25:00+01:00',
      },
    });
    const porto = makeBooking({
      _id: 'booking-2',
      accommodationName: 'Hotel Ribeira',
      checkIn: '2026-07-02',
      checkOut: '2026-07-03',
      nights: 1,
      address: 'Cais da Ribeira 5, Porto',
    });
    const cellar = makeTour({ name: 'Port cellars', time: '16:00', location: 'Gaia', booked: true });
    const dinner = makeItem({
      _id: 'item-8',
      date: '2026-07-02',
      time: '20:00',
      placeName: 'Cantinho',
      location: '',
    });
    // The server orders them with the same rule the timeline uses.
    dayApi(
      makeDay({
        entries: dayEntries('2026-07-02', {
          itinerary: [dinner],
          flights: [flight],
          bookings: [porto],
          tours: [cellar],
        }),
      }),
    );
    renderApp('/trips/trip-1/day/2026-07-02');
    const list = await screen.findByRole('list', { name: 'Plan of the day' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual([
      '09:30Flight TP 1944 · LIS 09:30 → OPOTAP Air Portugal · Arrives at 10:25Scheduled',
      'AfternoonCheck-in · Hotel RibeiraCais da Ribeira 5, Porto1 night',
      '16:00Port cellars · 16:00 · GaiaBooked',
      '20:00Cantinho',
    ]);
    expect(
      within(list)
        .getAllByRole('img')
        .map((icon) => icon.getAttribute('aria-label')),
    ).toEqual(['Flight', 'Check-in', 'Tour', 'Place']);
    expect(screen.getByRole('link', { name: 'Flight TP 1944 · LIS 09:30 → OPO' })).toHaveAttribute(
      'href',
      '/trips/trip-1?tab=flights',
    );
    expect(screen.getByRole('link', { name: 'Check-in · Hotel Ribeira' })).toHaveAttribute(
      'href',
      '/trips/trip-1?tab=bookings',
    );
    expect(screen.getByRole('link', { name: 'Port cellars · 16:00 · Gaia' })).toHaveAttribute(
      'href',
      '/trips/trip-1?tab=tours',
    );
    expect(within(list).queryByRole('link', { name: 'Cantinho' })).toBeNull();
  });

  it('shows a landing with the local times as given, a check-out and an untimed tour not yet booked', async () => {
    const landed = { ...OUTBOUND, status: 'landed' as const };
    const entries: DayEntry[] = [
      { kind: 'check-out', time: null, timeOfDay: 'morning', booking: HOTEL },
      { kind: 'flight', leg: 'arrival', time: '11:40', timeOfDay: 'morning', flight: landed },
      { kind: 'tour', time: null, timeOfDay: 'morning', tour: { ...TRAM, time: null, location: '' } },
    ];
    dayApi(makeDay({ entries }));
    renderApp('/trips/trip-1/day/2026-07-02');
    const list = await screen.findByRole('list', { name: 'Plan of the day' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual([
      'MorningCheck-out · Hotel AlfamaRua dos Remédios 12, Lisboa',
      '11:40Lands at LIS 11:40 (flight TP 88 from GRU)TAP Air Portugal · Left on Tue, Jun 30 at 22:00Landed',
      'MorningTram tourNot booked',
    ]);
    expect(screen.getByRole('link', { name: 'Check-out · Hotel Alfama' })).toHaveAttribute(
      'href',
      '/trips/trip-1?tab=bookings',
    );
  });

  it('still shows the rest of the day when the server sends a kind this app does not know yet', async () => {
    const unknown = { kind: 'train', time: '08:00', timeOfDay: 'morning' } as unknown as DayEntry;
    dayApi(
      makeDay({
        entries: [unknown, { kind: 'itinerary', time: '12:30', timeOfDay: 'afternoon', item: LUNCH }],
      }),
    );
    renderApp('/trips/trip-1/day/2026-07-02');
    const list = await screen.findByRole('list', { name: 'Plan of the day' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['08:00Other event', '12:30Time Out MarketCais do SodréShare a table.']);
  });

  it('links to the previous and next days, and goes there', async () => {
    const api = dayApi();
    const { user, router } = renderApp('/trips/trip-1/day/2026-07-02');
    const previous = await screen.findByRole('link', { name: 'Previous day' });
    expect(previous).toHaveAttribute('href', '/trips/trip-1/day/2026-07-01');
    await user.click(screen.getByRole('link', { name: 'Next day' }));
    expect(router.state.location.pathname).toBe('/trips/trip-1/day/2026-07-03');
    expect(api.callsTo('GET /trips/trip-1/days/2026-07-03')).toHaveLength(1);
  });

  it('cannot go before the first day', async () => {
    signedInApi({
      'GET /trips/trip-1': { status: 200, data: SHORT_TRIP },
      'GET /trips/trip-1/days/2026-07-01': {
        status: 200,
        data: makeDay({ date: '2026-07-01', previousDate: null }),
      },
    });
    renderApp('/trips/trip-1/day/2026-07-01');
    expect(await screen.findByText('Day 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous day' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('offers to add places when nothing is planned', async () => {
    dayApi();
    renderApp('/trips/trip-1/day/2026-07-02');
    expect(await screen.findByText('Nothing planned for this day')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add places' })).toHaveAttribute(
      'href',
      '/trips/trip-1?tab=itinerary',
    );
    expect(screen.queryByRole('list', { name: 'Plan of the day' })).toBeNull();
  });

  it('shows what was spent that day and its total in the trip currency', async () => {
    const souvenirs = makeExpense({
      _id: 'expense-7',
      description: 'Souvenirs',
      amount: 2000,
      currency: 'JPY',
      category: 'shopping',
    });
    dayApi(makeDay({ expenses: [DINNER, TAXI, SETTLEMENT, souvenirs] }));
    renderApp('/trips/trip-1/day/2026-07-02');
    const list = await screen.findByRole('list', { name: 'Expenses of the day' });
    expect(screen.getByRole('heading', { name: 'Spent this day' })).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Dinner in AlfamaFood€90.00',
      'Taxi to SintraTransportation$50.00≈ €46.00',
      'SettlementSettlement€10.00',
      'SouvenirsShopping¥2,000',
    ]);
    // The settlement is a transfer, not spending; the yen have no rate to the trip's euros.
    expect(screen.getByText('Total of the day: €136.00')).toBeInTheDocument();
    expect(
      screen.getByText('One expense in another currency without an exchange rate is not included.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See in the expense list' })).toHaveAttribute(
      'href',
      '/trips/trip-1/expense-detail?date=2026-07-02',
    );
    expect(screen.getByRole('link', { name: 'Add an expense' })).toHaveAttribute(
      'href',
      '/trips/trip-1/add-expense?date=2026-07-02',
    );
  });

  it('says when nothing was spent, and offers no adding to a viewer', async () => {
    signedInApi({
      'GET /trips/trip-1': {
        status: 200,
        data: makeTrip({
          startDate: '2026-07-01',
          endDate: '2026-07-03',
          myRole: 'viewer',
          permissions: VIEWER_PERMISSIONS,
        }),
      },
      [DAY_URL]: { status: 200, data: makeDay() },
    });
    renderApp('/trips/trip-1/day/2026-07-02');
    expect(await screen.findByText('Nothing spent on this day.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add an expense' })).not.toBeInTheDocument();
  });

  it('says the trip is not there when the server does not find it', async () => {
    signedInApi({ 'GET /trips/trip-1': apiError(404, 'TRIP_NOT_FOUND', 'Trip not found.') });
    renderApp('/trips/trip-1/day/2026-07-02');
    expect(await screen.findByRole('link', { name: 'Go to my trips' })).toHaveAttribute('href', '/trips');
  });
});
