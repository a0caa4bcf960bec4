import { z } from 'zod';
import {
  bookingInputSchema,
  bookingSchema,
  flightInputSchema,
  flightSchema,
  tourInputSchema,
  tourSchema,
} from './travel';

/**
 * Booking import (issue 20): a confirmation e-mail (.eml or pasted text), a PDF or an image is read
 * into a preview (`POST /trips/{id}/imports`), the traveller edits it, then applies it
 * (`POST /trips/{id}/imports/{importId}/apply`), which creates the flights, stays and tours at once.
 */

/** A file to import is at most 10 MB; a pasted mail at most this many characters. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_TEXT_MAX = 200_000;
/** At most this many items of each kind in one apply. */
export const IMPORT_ITEMS_MAX = 50;

/**
 * How a value was found: schema.org data embedded in a mail (JSON-LD or microdata), a boarding-pass
 * barcode (IATA BCBP), rules over the text of a mail or PDF, the AI engine, or the traveller (a value
 * typed in the preview; the server never sends it, the web app may set it on edited fields).
 */
export const IMPORT_SOURCES = ['structured-data', 'barcode', 'text', 'ai', 'user'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];
export const importSourceSchema = z.enum(IMPORT_SOURCES);

/** What was sent: a mail file, a PDF, an image, or pasted text. */
export const IMPORT_FILE_KINDS = ['eml', 'pdf', 'image', 'text'] as const;
export type ImportFileKind = (typeof IMPORT_FILE_KINDS)[number];

/**
 * How an item was found. `source` is the reader that found the item; `fields` says, per field, how
 * that field's value was found, keyed by the field's path in the item: `airline`, `flightNumber`,
 * `departure.airport`, `departure.time`, `arrival.airport`, `arrival.time`, `confirmationCode`,
 * `passengers` (names), `seats`; `accommodationName`, `address`, `checkIn`, `checkOut`, `price`,
 * `currency`, `bookingLink`, `confirmationNumber`, `notes`; `name`, `date`, `time`, `location`. A field with no entry was
 * not found (its value is the empty default).
 */
export const importProvenanceSchema = z.object({
  source: importSourceSchema,
  fields: z.record(z.string(), importSourceSchema),
});
export type ImportProvenance = z.infer<typeof importProvenanceSchema>;

/** Identifies a preview item within its import (duplicates and apply refer to it). */
const refSchema = z.string().min(1).max(100);

// ---- Preview items: the input shapes of flights, stays and tours, possibly incomplete ----
// A reader may miss a field: it is then the input's empty value ('' or null), which the traveller
// fills in before applying (apply validates each item with the flight/stay/tour input schema).

const importFlightEndSchema = z.object({
  /** IATA code, '' when not found. */
  airport: z.string(),
  /** The airport's local wall-clock time `YYYY-MM-DDTHH:mm`, '' when not found. */
  time: z.string(),
  /** The local date `YYYY-MM-DD` when only the date was found (a boarding-pass barcode has no time). */
  date: z.string().optional(),
  /** The terminal when the booking names one ("3", "T2"). */
  terminal: z.string().optional(),
});
/** What every preview item adds to the fields of the flight, stay or tour it becomes. */
const previewExtras = { ref: z.string(), provenance: importProvenanceSchema };
/** A price found without its currency is absent (the trip's currency applies). */
const foundCurrency = { currency: z.string().optional() };

export const importFlightSchema = flightSchema
  .pick({
    airline: true,
    flightNumber: true,
    confirmationCode: true,
    passengers: true,
    baggages: true,
    status: true,
  })
  .extend({ ...previewExtras, departure: importFlightEndSchema, arrival: importFlightEndSchema });
export type ImportFlight = z.infer<typeof importFlightSchema>;

/** `checkIn` and `checkOut` are `YYYY-MM-DD`, '' when not found. */
export const importBookingSchema = bookingSchema
  .pick({
    accommodationName: true,
    checkIn: true,
    checkOut: true,
    address: true,
    lat: true,
    lon: true,
    bookingLink: true,
    confirmationNumber: true,
    notes: true,
    price: true,
    booked: true,
  })
  .extend({ ...previewExtras, ...foundCurrency });
export type ImportBooking = z.infer<typeof importBookingSchema>;

/** Tours, events and restaurant reservations (a restaurant becomes a tour at its date and time). */
export const importTourSchema = tourSchema
  .pick({
    name: true,
    date: true,
    time: true,
    location: true,
    lat: true,
    lon: true,
    price: true,
    bookingLink: true,
    notes: true,
    booked: true,
  })
  .extend({ ...previewExtras, ...foundCurrency });
export type ImportTour = z.infer<typeof importTourSchema>;

export const IMPORT_ITEM_KINDS = ['flight', 'booking', 'tour'] as const;
export type ImportItemKind = (typeof IMPORT_ITEM_KINDS)[number];

/**
 * A preview item that matches something already on the trip: the same flight number and departure
 * date; the same stay name and check-in/check-out; the same tour name and date. It is skipped on apply
 * unless the item carries `includeDuplicate: true`.
 */
export const importDuplicateSchema = z.object({
  kind: z.enum(IMPORT_ITEM_KINDS),
  /** The preview item's `ref`. */
  ref: z.string(),
  /** The existing flight's, stay's or tour's `_id`. */
  existingId: z.string(),
  /** A short description of the existing item (`LA 3456 · 2031-05-01`, a stay's or tour's name). */
  existingLabel: z.string(),
});
export type ImportDuplicate = z.infer<typeof importDuplicateSchema>;

/** Something the traveller should know (nothing found, a field that could not be read…), translated. */
export const importWarningSchema = z.object({
  /** A message key (`imports.*`), stable for tests and clients. */
  code: z.string(),
  message: z.string(),
});
export type ImportWarning = z.infer<typeof importWarningSchema>;

export const importPreviewSchema = z.object({
  _id: z.string(),
  source: z.object({
    kind: z.enum(IMPORT_FILE_KINDS),
    /** The uploaded file's name; null for pasted text. */
    fileName: z.string().nullable(),
    size: z.number().int(),
  }),
  flights: z.array(importFlightSchema),
  bookings: z.array(importBookingSchema),
  tours: z.array(importTourSchema),
  duplicates: z.array(importDuplicateSchema),
  warnings: z.array(importWarningSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** `POST /trips/{id}/imports` as JSON: a pasted mail. (A file goes as multipart field `file`.) */
export const importTextSchema = z
  .object({
    text: z
      .string({ error: 'validation.required' })
      .refine((text) => !text.includes('\u0000'), { error: 'validation.nulCharacter' })
      .refine((text) => text.trim().length > 0, { error: 'validation.required' })
      .refine((text) => text.length <= IMPORT_TEXT_MAX, { error: 'validation.tooLong' }),
  })
  .strict();

// ---- Apply: the preview's items, edited or left out ----
// Each item is validated with its input schema; `ref` ties it to its preview item (absent for an item
// the traveller added), `includeDuplicate` imports it even when it matches an existing item, and
// `provenance` is accepted (and ignored) so a client may send the preview's items back unchanged.
const applyExtras = {
  ref: refSchema.optional(),
  includeDuplicate: z.boolean().default(false),
  provenance: importProvenanceSchema.optional(),
};
export const importApplyFlightSchema = flightInputSchema.safeExtend(applyExtras);
export const importApplyBookingSchema = bookingInputSchema.safeExtend(applyExtras);
export const importApplyTourSchema = tourInputSchema.safeExtend(applyExtras);

export const importApplySchema = z
  .object({
    flights: z
      .array(importApplyFlightSchema)
      .max(IMPORT_ITEMS_MAX, { error: 'validation.tooMany' })
      .default([]),
    bookings: z
      .array(importApplyBookingSchema)
      .max(IMPORT_ITEMS_MAX, { error: 'validation.tooMany' })
      .default([]),
    tours: z.array(importApplyTourSchema).max(IMPORT_ITEMS_MAX, { error: 'validation.tooMany' }).default([]),
  })
  .strict();
export type ImportApplyInput = z.input<typeof importApplySchema>;

/** 201: what was created (the source file attached), and what was skipped as a duplicate. */
export const importApplyResultSchema = z.object({
  flights: z.array(flightSchema),
  bookings: z.array(bookingSchema),
  tours: z.array(tourSchema),
  skipped: z.array(
    z.object({
      kind: z.enum(IMPORT_ITEM_KINDS),
      /** The item's `ref` ('' when it had none). */
      ref: z.string(),
      existingId: z.string(),
    }),
  ),
});
export type ImportApplyResult = z.infer<typeof importApplyResultSchema>;

/**
 * The personal import address (issue 20): mail forwarded to it lands as a pending import. Null when
 * the server receives no mail (INBOUND_MAIL unset).
 */
export const importAddressSchema = z.object({ address: z.string().nullable() });
export type ImportAddress = z.infer<typeof importAddressSchema>;

/** A mail received at the personal address, read into a preview, waiting on its trip to be imported. */
export const pendingImportSchema = z.object({
  _id: z.string(),
  /** The trip its bookings were matched to (or later chosen); null until one is. */
  tripId: z.string().nullable(),
  /** The mail's subject, as text (never rendered as HTML). */
  subject: z.string().nullable(),
  receivedAt: z.string(),
  /** Set once it was imported; it is applied once. */
  appliedAt: z.string().nullable(),
  /** Duplicates are those of its trip (none while it has no trip). */
  preview: importPreviewSchema,
});
export type PendingImport = z.infer<typeof pendingImportSchema>;

/** A partial PUT like every other: without tripId the import stays where it is. */
export const pendingImportTripSchema = z
  .object({
    tripId: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(100),
  })
  .partial();
