import type { TripFacts } from '../../adapters/ai/engine';
import { instantInZone } from '../../lib/zoned-time';
import type { AirportsIndex } from '../airports/airports.index';
import type { TripRow } from '../trips/trips.repository';
import type { aiRepository } from './ai.repository';

type TripItems = Awaited<ReturnType<typeof aiRepository.tripItems>>;

/** The trip as an engine sees it: its plan and bookings, no people, no prices paid. */
export async function tripFacts(
  trip: TripRow,
  items: TripItems,
  airports: AirportsIndex,
): Promise<TripFacts> {
  const flights = items.flightRows.map((flight) => ({
    from: flight.from,
    to: flight.to,
    departureDate: instantInZone(flight.departureAt, flight.departureZone).slice(0, 10),
    arrivalDate: instantInZone(flight.arrivalAt, flight.arrivalZone).slice(0, 10),
  }));
  let international: boolean | null = null;
  for (const flight of flights) {
    const [from, to] = await Promise.all([airports.find(flight.from), airports.find(flight.to)]);
    if (!from || !to) continue;
    international = (international ?? false) || from.countryCode !== to.countryCode;
  }
  return {
    title: trip.title,
    destination: trip.destinationName,
    countryCode: trip.destinationCountryCode,
    lat: trip.destinationLat,
    lon: trip.destinationLon,
    startDate: trip.startDate,
    endDate: trip.endDate,
    budget: trip.budget,
    interests: trip.interests,
    currency: trip.currency,
    international,
    flights,
    stays: items.stayRows,
    tours: items.tourRows,
    planned: items.plannedRows,
  };
}
