import { fillMissing, type BookingDraft, type Findings, type FlightDraft, type TourDraft } from './draft';

const dateOfFlight = (flight: FlightDraft & { date?: string }) =>
  flight.departure.time.slice(0, 10) || flight.date || '';

const sameFlight = (a: FlightDraft, b: FlightDraft) =>
  a.flightNumber === b.flightNumber &&
  (!dateOfFlight(a) || !dateOfFlight(b) || dateOfFlight(a) === dateOfFlight(b));
const sameStay = (a: BookingDraft, b: BookingDraft) =>
  a.checkIn === b.checkIn &&
  a.checkOut === b.checkOut &&
  (!a.accommodationName ||
    !b.accommodationName ||
    a.accommodationName.toLowerCase() === b.accommodationName.toLowerCase());
const sameTour = (a: TourDraft, b: TourDraft) =>
  a.date === b.date && (!a.name || !b.name || a.name.toLowerCase() === b.name.toLowerCase());

/** Adds what a later reader found: a known item gets only the fields it lacks, a new one is added. */
export function merge(into: Findings, from: Findings): void {
  const add = <T extends FlightDraft | BookingDraft | TourDraft>(
    list: T[],
    items: T[],
    same: (a: T, b: T) => boolean,
  ) => {
    for (const item of items) {
      const known = list.find((other) => same(other, item));
      if (known) fillMissing(known, item);
      else list.push(item);
    }
  };
  add(into.flights, from.flights, sameFlight);
  add(into.bookings, from.bookings, sameStay);
  add(into.tours, from.tours, sameTour);
  for (const warning of from.warnings) if (!into.warnings.includes(warning)) into.warnings.push(warning);
}
