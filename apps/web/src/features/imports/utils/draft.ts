import {
  importApplyBookingSchema,
  importApplyFlightSchema,
  importApplyTourSchema,
  type ImportApplyInput,
  type ImportBooking,
  type ImportDuplicate,
  type ImportFlight,
  type ImportItemKind,
  type ImportPreview,
  type ImportProvenance,
  type ImportTour,
} from '@trilha/shared';
import type { z } from 'zod';
import { normalizeAmount } from '../../../components/money-field';

/** Prices and a tour's time are edited as text; the rest keeps the preview's shape. */
export type FlightDraft = ImportFlight;
export type StayDraft = Omit<ImportBooking, 'price'> & { price: string };
export type TourDraft = Omit<ImportTour, 'price' | 'time'> & { price: string; time: string };

export interface DraftItem<T> {
  value: T;
  /** Ticked to import; a duplicate starts unticked. */
  included: boolean;
  /** What it matches on the trip, if anything: imported anyway only when ticked. */
  duplicate?: ImportDuplicate;
}

export interface ImportDraft {
  flights: DraftItem<FlightDraft>[];
  bookings: DraftItem<StayDraft>[];
  tours: DraftItem<TourDraft>[];
}

export type DraftKind = keyof ImportDraft;
export const KIND_OF: Record<DraftKind, ImportItemKind> = {
  flights: 'flight',
  bookings: 'booking',
  tours: 'tour',
};

/** A field's message keys by path (`departure.airport`, `passengers.0.seat`), per item key. */
export type DraftErrors = Record<string, Record<string, string>>;
export const itemKey = (kind: DraftKind, index: number) => `${kind}.${index}`;

/** A price as the language writes it ("120,50" in pt and es): the field reads it back the same way. */
function priceText(price: number | null, language: string): string {
  if (price === null) return '';
  return new Intl.NumberFormat(language, { useGrouping: false, maximumFractionDigits: 2 }).format(price);
}

export function draftFromPreview(preview: ImportPreview, language: string): ImportDraft {
  const duplicateOf = (kind: ImportItemKind, ref: string) =>
    preview.duplicates.find((duplicate) => duplicate.kind === kind && duplicate.ref === ref);
  const item = <T extends { ref: string }>(kind: ImportItemKind, value: T): DraftItem<T> => {
    const duplicate = duplicateOf(kind, value.ref);
    return { value, included: !duplicate, duplicate };
  };
  return {
    flights: preview.flights.map((flight) => item('flight', flight)),
    bookings: preview.bookings.map((stay) =>
      item('booking', { ...stay, price: priceText(stay.price, language) }),
    ),
    tours: preview.tours.map((tour) =>
      item('tour', { ...tour, price: priceText(tour.price, language), time: tour.time ?? '' }),
    ),
  };
}

/** A value set at a dotted path (`departure.time`, `passengers.0.seat`), the rest of the item unchanged. */
export function setPath<T extends object>(item: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const record = item as Record<string, unknown>;
  if (!head) return item;
  const next = rest.length ? setPath(record[head] as object, rest.join('.'), value) : value;
  if (Array.isArray(item)) return item.map((entry, index) => (String(index) === head ? next : entry)) as T;
  return { ...item, [head]: next } as T;
}

/** The provenance after the traveller typed into a field: that field is now theirs. */
export function editedBy(provenance: ImportProvenance, field: string): ImportProvenance {
  return { ...provenance, fields: { ...provenance.fields, [field]: 'user' } };
}

const pathOf = (path: readonly PropertyKey[]) => path.map(String).join('.');

function check<S extends z.ZodType>(schema: S, input: unknown, key: string, errors: DraftErrors) {
  const result = schema.safeParse(input);
  if (result.success) return result.data as z.output<S>;
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[pathOf(issue.path)] ??= issue.message;
  errors[key] = messages;
  return undefined;
}

/**
 * The apply body from the ticked items, each checked with its flight/stay/tour input schema (the same
 * rules and messages as the forms and the server); `errors` is empty when all are valid.
 */
export function applyBodyOf(draft: ImportDraft, language: string) {
  const errors: DraftErrors = {};
  const body: Required<ImportApplyInput> = { flights: [], bookings: [], tours: [] };
  draft.flights.forEach(({ value, included, duplicate }, index) => {
    if (!included) return;
    const parsed = check(
      importApplyFlightSchema,
      { ...value, includeDuplicate: Boolean(duplicate) },
      itemKey('flights', index),
      errors,
    );
    if (parsed) body.flights.push(parsed);
  });
  draft.bookings.forEach(({ value, included, duplicate }, index) => {
    if (!included) return;
    const parsed = check(
      importApplyBookingSchema,
      { ...value, price: normalizeAmount(value.price, language), includeDuplicate: Boolean(duplicate) },
      itemKey('bookings', index),
      errors,
    );
    if (parsed) body.bookings.push(parsed);
  });
  draft.tours.forEach(({ value, included, duplicate }, index) => {
    if (!included) return;
    const parsed = check(
      importApplyTourSchema,
      {
        ...value,
        time: value.time.trim() === '' ? null : value.time,
        price: normalizeAmount(value.price, language),
        includeDuplicate: Boolean(duplicate),
      },
      itemKey('tours', index),
      errors,
    );
    if (parsed) body.tours.push(parsed);
  });
  return { body, errors };
}

export const countIncluded = (draft: ImportDraft) =>
  [...draft.flights, ...draft.bookings, ...draft.tours].filter((item) => item.included).length;
