import type { ImportPreview } from '@trilha/shared';
import type { ImportClues } from './match-trip';

const DATE = /^\d{4}-\d{2}-\d{2}/;

/**
 * Where and when a preview's items happen, to find their trip: the flights' days, the stays' nights,
 * the tours' dates; the stays' and tours' names and addresses, plus `airportPlaces` (the arrival
 * airports' names and countries, looked up by code).
 */
export function cluesOf(preview: ImportPreview, airportPlaces: string[] = []): ImportClues {
  const dates = [
    ...preview.flights.flatMap((flight) => [flight.departure.time, flight.arrival.time]),
    ...preview.bookings.flatMap((stay) => [stay.checkIn, stay.checkOut]),
    ...preview.tours.map((tour) => tour.date),
  ]
    .filter((value) => DATE.test(value))
    .map((value) => value.slice(0, 10));
  const places = [
    ...preview.bookings.flatMap((stay) => [stay.address, stay.accommodationName]),
    ...preview.tours.flatMap((tour) => [tour.location, tour.name]),
    ...airportPlaces,
  ].filter(Boolean);
  return { dates, places };
}

/** The arrival airports' codes, to look up their names and countries. */
export const arrivalAirports = (preview: ImportPreview) => [
  ...new Set(
    preview.flights.map((flight) => flight.arrival.airport).filter((code) => /^[A-Z]{3}$/.test(code)),
  ),
];
