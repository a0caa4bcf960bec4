import { translate, type ImportDuplicate, type ImportPreview, type Language } from '@trilha/shared';
import { instantInZone } from '../../lib/zoned-time';
import type { ExistingItems, ImportRow } from './imports.repository';
import type { Findings } from './readers';

const normalized = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The stored preview: items numbered (`f1`, `b1`, `t1`) so duplicates and apply can name them. */
export function previewOf(findings: Findings, source: ImportPreview['source']): ImportRow['preview'] {
  return {
    source,
    flights: findings.flights.map((flight, index) => ({ ref: `f${index + 1}`, ...flight })),
    bookings: findings.bookings.map((stay, index) => ({ ref: `b${index + 1}`, ...stay })),
    tours: findings.tours.map((tour, index) => ({ ref: `t${index + 1}`, ...tour })),
    // Kept as keys: the answer translates them into the caller's language.
    warnings: findings.warnings.map((code) => ({ code, message: code })),
  };
}

/** The existing flight with this number on this local date (its departure airport's). */
export function duplicateFlight(existing: ExistingItems, flightNumber: string, date: string) {
  const number = flightNumber.replace(/\s+/g, '').toUpperCase();
  return existing.flights.find(
    (flight) =>
      flight.flightNumber === number &&
      instantInZone(flight.departureAt, flight.departureZone).startsWith(date),
  );
}

export const duplicateStay = (existing: ExistingItems, name: string, checkIn: string, checkOut: string) =>
  existing.stays.find(
    (stay) =>
      normalized(stay.name) === normalized(name) && stay.checkIn === checkIn && stay.checkOut === checkOut,
  );

export const duplicateTour = (existing: ExistingItems, name: string, date: string) =>
  existing.tours.find((tour) => normalized(tour.name) === normalized(name) && tour.date === date);

export function duplicatesOf(preview: ImportRow['preview'], existing: ExistingItems): ImportDuplicate[] {
  const duplicates: ImportDuplicate[] = [];
  for (const flight of preview.flights) {
    const date = flight.departure.time.slice(0, 10) || flight.departure.date || '';
    const match =
      date && flight.flightNumber ? duplicateFlight(existing, flight.flightNumber, date) : undefined;
    if (match) {
      duplicates.push({
        kind: 'flight',
        ref: flight.ref,
        existingId: match.id,
        existingLabel: `${match.flightNumber} · ${date}`,
      });
    }
  }
  for (const stay of preview.bookings) {
    const match = duplicateStay(existing, stay.accommodationName, stay.checkIn, stay.checkOut);
    if (match)
      duplicates.push({ kind: 'booking', ref: stay.ref, existingId: match.id, existingLabel: match.name });
  }
  for (const tour of preview.tours) {
    const match = duplicateTour(existing, tour.name, tour.date);
    if (match)
      duplicates.push({ kind: 'tour', ref: tour.ref, existingId: match.id, existingLabel: match.name });
  }
  return duplicates;
}

export const presentPreview = (
  row: ImportRow,
  duplicates: ImportDuplicate[],
  language: Language,
): ImportPreview => ({
  _id: row.id,
  ...row.preview,
  duplicates,
  warnings: row.preview.warnings.map(({ code }) => ({ code, message: translate(code, language) })),
});
