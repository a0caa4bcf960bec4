import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { LeafletMapProps } from './components/leaflet-map';
import { loadTripScreen, renderApp } from '../../test/render-app';
import { makeTrip, signedInApi } from '../trips/trip-fixtures';
import { makeBooking } from '../bookings/booking-fixtures';
import { makeTour } from '../tours/tour-fixtures';
import { makeFlight as makeOvernightFlight, makeItem } from '../trips/itinerary-fixtures';
import { makeFlight } from '../flights/flight-fixtures';
import { flightArc, tripMapPlaces } from './map-places';

// Leaflet needs a laid-out page; jsdom has none. The stand-in shows what the map was given.
vi.mock('./components/leaflet-map', () => ({
  LeafletMap: ({ places, flights, label }: LeafletMapProps) => (
    <div role="region" aria-label={label} data-markers={places.length} data-flights={flights.length} />
  ),
}));

const airport = (code: string, lat: number, lon: number) => ({
  code,
  name: code,
  countryCode: 'PT',
  country: 'Portugal',
  timeZone: 'Europe/Lisbon',
  lat,
  lon,
});

const TRIP = makeTrip({
  flights: [makeFlight()],
  bookings: [
    makeBooking({
      _id: 'stay-1',
      accommodationName: 'Casa do Castelo',
      checkIn: '2026-07-01',
      lat: 38.71,
      lon: -9.13,
    }),
  ],
  tours: [makeTour({ _id: 'tour-1', name: 'No place picked', date: '2026-07-02' })],
  itinerary: [
    {
      date: '2026-07-01',
      outsideTrip: false,
      items: [makeItem({ _id: 'i1', placeName: 'Torre de Belém', lat: 38.69, lon: -9.21 })],
    },
    {
      date: '2026-07-03',
      outsideTrip: false,
      items: [makeItem({ _id: 'i2', date: '2026-07-03', placeName: 'Sintra', lat: 38.8, lon: -9.38 })],
    },
  ],
});

function mapApi() {
  const flight = TRIP.flights[0]!;
  return signedInApi({
    'GET /trips/trip-1': { status: 200, data: TRIP },
    'GET /airports/search': (request) => ({
      status: 200,
      data: [
        request.params.q === flight.departure.airport
          ? airport(flight.departure.airport, 41.24, -8.68)
          : airport(flight.arrival.airport, 38.77, -9.13),
      ],
    }),
  });
}

beforeAll(loadTripScreen, 60_000);

describe('trip map tab', () => {
  it('lists every located place by day as text and filters them by day', async () => {
    mapApi();
    renderApp('/trips/trip-1?tab=map');
    const list = await screen.findByRole('list', { name: 'Places on the map' }, { timeout: 15_000 });
    const map = await screen.findByRole('region', { name: 'Map of Summer in Lisbon' });
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(6));
    // Destination, both airports, the stay and two places; the tour without a place is left out.
    expect(map).toHaveAttribute('data-markers', '6');
    expect(map).toHaveAttribute('data-flights', '1');
    expect(within(list).getByRole('link', { name: 'Casa do Castelo' })).toHaveAttribute(
      'href',
      '/trips/trip-1?tab=bookings',
    );
    expect(within(list).getByText('Itinerary place, day 3')).toBeInTheDocument();
    expect(within(list).queryByText('No place picked')).not.toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Show' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Day 3' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: 'Sintra' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Map of Summer in Lisbon' })).toHaveAttribute(
      'data-markers',
      '1',
    );
  });
});

describe('the departure on the map', () => {
  it('calls the airport left from the evening before the first day the departure, not day 0', async () => {
    // GRU 22:00 on Jun 30 to Lisbon, landing on Jul 1, the trip's first day.
    const overnight = makeOvernightFlight();
    signedInApi({
      'GET /trips/trip-1': { status: 200, data: makeTrip({ flights: [overnight] }) },
      'GET /airports/search': (request) => ({
        status: 200,
        data: [request.params.q === 'GRU' ? airport('GRU', -23.43, -46.47) : airport('LIS', 38.77, -9.13)],
      }),
    });
    renderApp('/trips/trip-1?tab=map');
    const list = await screen.findByRole('list', { name: 'Places on the map' }, { timeout: 15_000 });
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getByText('Airport, departure')).toBeInTheDocument();
    expect(within(list).getByText('Airport, day 1')).toBeInTheDocument();
    expect(within(list).queryByText(/day 0/)).not.toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Show' }));
    const days = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(days).toEqual(['All days', 'Departure', 'Day 1']);
  });
});

describe('map places', () => {
  it('numbers places by trip day and leaves out what has no coordinates', () => {
    const { places } = tripMapPlaces(TRIP, new Map());
    expect(places.map((place) => [place.name, place.day])).toEqual([
      ['Lisbon', null],
      ['Casa do Castelo', 1],
      ['Torre de Belém', 1],
      ['Sintra', 3],
    ]);
  });

  it('bows a flight into an arc that starts and ends at its airports', () => {
    const arc = flightArc([41, -8], [38, -9], 10);
    expect(arc[0]).toEqual([41, -8]);
    expect(arc[10]![0]).toBeCloseTo(38);
    expect(arc[5]![1]).not.toBeCloseTo(-8.5);
  });
});
