import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ClientDetail, Participant } from '@trilha/shared';
import { apiError } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { i18n } from '../../lib/i18n/i18n';
import { makeBooking } from '../bookings/booking-fixtures';
import { GRU, LIS, makeFlight } from '../flights/flight-fixtures';
import { makeTour } from '../tours/tour-fixtures';
import { makeTrip, makeTripSummary } from '../trips/trip-fixtures';
import { BRUNO, BRUNO_DETAIL, CONSULTANT_USER, signedInAs } from './agency-fixtures';

/** Bruno's family on the Lisbon trip: Bruno has an account, his wife and son are named guests. */
const FAMILY: Participant[] = [
  { _id: 'p-bruno', name: 'Bruno Reis', kind: 'user', userId: BRUNO.userId },
  { _id: 'p-ana', name: 'Ana Reis', kind: 'guest', userId: null },
  { _id: 'p-theo', name: 'Theo Reis', kind: 'guest', userId: null },
];

/**
 * Kinds interleave in time: on arrival day the tram ride (13:00) comes before the hotel's check-in (from
 * 15:00 by the day view's rule), and the flight home comes last.
 */
const LISBON = makeTrip({
  _id: 'trip-bruno',
  title: 'Honeymoon in Lisbon',
  tours: [
    makeTour({ name: 'Tram 28 ride', date: '2026-07-01', time: '13:00', participants: ['p-theo', 'p-ana'] }),
  ],
  bookings: [
    makeBooking({ accommodationName: 'Hotel Alfama', checkIn: '2026-07-01', checkOut: '2026-07-04' }),
  ],
  flights: [
    makeFlight({
      _id: 'flight-home',
      airline: 'LATAM',
      flightNumber: 'LA8085',
      departure: {
        airport: 'LIS',
        airportName: LIS.name,
        timeZone: LIS.timeZone,
        terminal: '1',
        time: '2026-07-04T14:00:00+01:00',
      },
      arrival: {
        airport: 'GRU',
        airportName: GRU.name,
        timeZone: GRU.timeZone,
        terminal: '3',
        time: '2026-07-04T20:40:00-03:00',
      },
      // No passengers yet: like a flight none of whose passengers is linked, it is everyone's.
      passengers: [],
      participants: null,
    }),
    makeFlight({
      airline: 'LATAM',
      flightNumber: 'LA8084',
      departure: {
        airport: 'GRU',
        airportName: GRU.name,
        timeZone: GRU.timeZone,
        terminal: '3',
        time: '2026-06-30T22:00:00-03:00',
      },
      arrival: {
        airport: 'LIS',
        airportName: LIS.name,
        timeZone: LIS.timeZone,
        terminal: '1',
        time: '2026-07-01T11:50:00+01:00',
      },
      // The ticket spells him otherwise; linked to Bruno, he shows by the name the trip knows.
      passengers: [
        { name: 'Ana Reis', seat: '12A', participantId: null },
        { name: 'BRUNO R SILVA', seat: '12B', participantId: 'p-bruno' },
      ],
      participants: ['p-bruno'],
    }),
  ],
});

const EMPTY = makeTrip({ _id: 'trip-empty', title: 'Weekend in Porto' });

const DETAIL: ClientDetail = {
  ...BRUNO_DETAIL,
  trips: [makeTripSummary(LISBON), makeTripSummary(EMPTY)],
};

function clientApi(routes: Parameters<typeof signedInAs>[1] = {}) {
  return signedInAs(CONSULTANT_USER, {
    'GET /consultants/clients/client-bruno': { status: 200, data: DETAIL },
    'GET /trips/trip-bruno': { status: 200, data: LISBON },
    'GET /trips/trip-bruno/participants': { status: 200, data: FAMILY },
    'GET /trips/trip-empty': { status: 200, data: EMPTY },
    'GET /trips/trip-empty/participants': { status: 200, data: FAMILY },
    ...routes,
  });
}

const openSection = async (user: ReturnType<typeof renderApp>['user'], trip: string) =>
  user.click(await screen.findByRole('button', { name: `Who goes on each booking — ${trip}` }));

describe("who goes on each booking, on the agency's client page", () => {
  it('lists each flight, stay and tour in date order with the people on it', async () => {
    const api = clientApi();
    const { user } = renderApp('/consultant/clients/client-bruno');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bruno Reis' })).toBeInTheDocument();
    // The trip's card has its heading; the section under it is no second one.
    expect(screen.getAllByRole('heading', { name: /Honeymoon in Lisbon/ })).toHaveLength(1);
    // Nothing of the trip is read until the section is opened.
    expect(api.callsTo('GET /trips/trip-bruno')).toHaveLength(0);

    await openSection(user, 'Honeymoon in Lisbon');
    const list = await screen.findByRole('list', { name: 'Bookings of Honeymoon in Lisbon and who goes' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Flight: LA 8084 · GRU → LIS',
      'Tour: Tram 28 ride',
      'Stay: Hotel Alfama',
      'Flight: LA 8085 · LIS → GRU',
    ]);
    const [flight, tour, stay, home] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(flight).toHaveTextContent('Jun 30, 2026 at 22:00');
    expect(flight).toHaveTextContent('Who goes: Ana Reis, Bruno Reis');
    expect(flight).not.toHaveTextContent('BRUNO R SILVA');
    expect(stay).toHaveTextContent('Jul 1, 2026 → Jul 4, 2026');
    expect(stay).toHaveTextContent('Who goes: Everyone');
    expect(home).toHaveTextContent('Who goes: Everyone');
    expect(tour).toHaveTextContent('Jul 1, 2026 at 13:00');
    // In the trip's order, not the order the tour lists them.
    expect(tour).toHaveTextContent('Who goes: Ana Reis, Theo Reis');
    expect(api.callsTo('GET /trips/trip-bruno')).toHaveLength(1);
    expect(api.callsTo('GET /trips/trip-bruno/participants')).toHaveLength(1);
    // The other trip stays closed and unread.
    expect(api.callsTo('GET /trips/trip-empty')).toHaveLength(0);
  });

  it('says so when a trip has no bookings, in Portuguese', async () => {
    await i18n.changeLanguage('pt');
    const api = clientApi();
    const { user } = renderApp('/consultant/clients/client-bruno');
    await user.click(
      await screen.findByRole('button', { name: 'Quem vai em cada reserva — Weekend in Porto' }),
    );
    const region = await screen.findByRole('region', { name: 'Quem vai em cada reserva — Weekend in Porto' });
    expect(
      await within(region).findByText('Esta viagem ainda não tem voos, hospedagens nem passeios.'),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
    expect(api.callsTo('GET /trips/trip-empty')).toHaveLength(1);
    // Nothing names anyone: the people are not worth a request.
    expect(api.callsTo('GET /trips/trip-empty/participants')).toHaveLength(0);
  });

  it('shows why the bookings cannot be read', async () => {
    clientApi({ 'GET /trips/trip-bruno': apiError(404, 'TRIP_NOT_FOUND', 'Trip not found.') });
    const { user } = renderApp('/consultant/clients/client-bruno');
    await openSection(user, 'Honeymoon in Lisbon');
    expect(await screen.findByRole('alert')).toHaveTextContent('Trip not found.');
  });
});
