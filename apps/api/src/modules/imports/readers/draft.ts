import type { ImportBooking, ImportFlight, ImportSource, ImportTour } from '@trilha/shared';

/** Preview items before their `ref` is given (readers build them; the pipeline numbers them). */
export type FlightDraft = Omit<ImportFlight, 'ref'>;
export type BookingDraft = Omit<ImportBooking, 'ref'>;
export type TourDraft = Omit<ImportTour, 'ref'>;

/** What one reader found: items, and message keys (`imports.*`) worth telling the traveller. */
export interface Findings {
  flights: FlightDraft[];
  bookings: BookingDraft[];
  tours: TourDraft[];
  warnings: string[];
}

export const noFindings = (): Findings => ({ flights: [], bookings: [], tours: [], warnings: [] });

export const emptyFlight = (source: ImportSource): FlightDraft => ({
  airline: '',
  flightNumber: '',
  departure: { airport: '', time: '' },
  arrival: { airport: '', time: '' },
  confirmationCode: '',
  passengers: [],
  baggages: [],
  status: 'scheduled',
  provenance: { source, fields: {} },
});

export const emptyBooking = (source: ImportSource): BookingDraft => ({
  accommodationName: '',
  checkIn: '',
  checkOut: '',
  address: '',
  bookingLink: '',
  confirmationNumber: '',
  notes: '',
  price: null,
  booked: true,
  provenance: { source, fields: {} },
});

export const emptyTour = (source: ImportSource): TourDraft => ({
  name: '',
  date: '',
  time: null,
  location: '',
  price: null,
  bookingLink: '',
  notes: '',
  booked: true,
  provenance: { source, fields: {} },
});

/** Sets a field found by `source` (dotted paths reach one level down: `departure.time`). */
export function setField(
  item: { provenance: { fields: Record<string, ImportSource> } },
  path: string,
  value: unknown,
  source: ImportSource,
): void {
  if (value === undefined || value === null || value === '') return;
  if (Array.isArray(value) && value.length === 0) return;
  const [head, tail] = path.split('.') as [string, string | undefined];
  const target = item as unknown as Record<string, Record<string, unknown>>;
  if (tail) target[head]![tail] = value;
  else (target as Record<string, unknown>)[head] = value;
  item.provenance.fields[path] = source;
}

/** Fills the fields `into` lacks from `from`, keeping each field's provenance. */
export function fillMissing<T extends { provenance: { fields: Record<string, ImportSource> } }>(
  into: T,
  from: T,
): void {
  for (const [path, source] of Object.entries(from.provenance.fields)) {
    if (into.provenance.fields[path]) continue;
    const [head, tail] = path.split('.') as [string, string | undefined];
    const value = tail
      ? (from as unknown as Record<string, Record<string, unknown>>)[head]![tail]
      : (from as unknown as Record<string, unknown>)[head];
    if (path === 'seats') {
      // Seats live on the passengers: take them when the names agree in number.
      const mine = (into as unknown as FlightDraft).passengers;
      const theirs = (from as unknown as FlightDraft).passengers;
      theirs.forEach((passenger, index) => {
        if (mine[index] && !mine[index].seat) mine[index].seat = passenger.seat;
        else if (!mine[index]) mine.push({ ...passenger });
      });
      into.provenance.fields[path] = source;
      continue;
    }
    setField(into, path, Array.isArray(value) ? value.map((v) => ({ ...v })) : value, source);
  }
}
