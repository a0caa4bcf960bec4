import type { TripFacts } from '../../adapters/ai/engine';
import { instantInZone } from '../../lib/zoned-time';
import type { AirportsIndex } from '../airports/airports.index';
import type { TripRow } from '../trips/trips.repository';
import type { aiRepository } from './ai.repository';

type TripItems = Awaited<ReturnType<typeof aiRepository.tripItems>>;

/** A price in minor units of its currency → decimal in the trip's currency; null when no rate converts it. */
export type Convert = (priceMinor: number, currency: string, date: string) => Promise<number | null>;

/**
 * The trip as an engine sees it: its plan and bookings with what they cost in the trip's currency (so
 * the cost estimate counts what is booked once), no people.
 */
export async function tripFacts(
  trip: TripRow,
  items: TripItems,
  airports: AirportsIndex,
  convert: Convert,
): Promise<TripFacts> {
  const cost = (priceMinor: number | null, currency: string, date: string) =>
    priceMinor === null ? Promise.resolve(null) : convert(priceMinor, currency, date);
  const flights = await Promise.all(
    items.flightRows.map(async (flight) => {
      const departureDate = instantInZone(flight.departureAt, flight.departureZone).slice(0, 10);
      return {
        from: flight.from,
        to: flight.to,
        departureDate,
        arrivalDate: instantInZone(flight.arrivalAt, flight.arrivalZone).slice(0, 10),
        // A cancelled flight is not spent.
        cost:
          flight.status === 'cancelled'
            ? null
            : await cost(flight.priceMinor, flight.currency, departureDate),
      };
    }),
  );
  const stays = await Promise.all(
    items.stayRows.map(async ({ priceMinor, currency, ...stay }) => ({
      ...stay,
      cost: await cost(priceMinor, currency, stay.checkIn),
    })),
  );
  const tours = await Promise.all(
    items.tourRows.map(async ({ priceMinor, currency, ...tour }) => ({
      ...tour,
      cost: await cost(priceMinor, currency, tour.date),
    })),
  );
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
    stays,
    tours,
    planned: items.plannedRows,
  };
}
