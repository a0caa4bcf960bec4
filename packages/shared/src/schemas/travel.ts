import { z } from 'zod';
import {
  BAGGAGE_QUANTITY_MAX,
  BAGGAGE_TYPES,
  BAGGAGE_WEIGHT_MAX_KG,
  BAGGAGES_MAX,
  CONFIRMATION_NUMBER_MAX,
  FLIGHT_STATUSES,
  FLIGHT_TERMINAL_MAX,
  PASSENGERS_MAX,
} from '../constants/travel';
import { PLAN_NOTES_MAX, PLAN_TEXT_MAX } from '../constants/plan';
import { EXPENSE_PARTICIPANTS_MAX } from '../constants/expenses';
import { amountSchema, currencySchema } from '../money';
import { coordinateFields, coordinateInputFields, requiredText, whenFieldsValid } from './common';
import { calendarDateSchema } from './trips';

const optionalText = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' }).default('');
const notes = optionalText(PLAN_NOTES_MAX);
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const timeSchema = z.string().regex(TIME, { error: 'validation.time' });

/** An http(s) link or nothing. */
export const linkSchema = z
  .string()
  .trim()
  .max(2000, { error: 'validation.tooLong' })
  .refine((value) => value === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value), { error: 'validation.url' })
  .default('');

/** A price is optional; its currency defaults to the trip's. Answers carry the decimal amount. */
const priceFields = {
  price: amountSchema.nullable().default(null),
  currency: currencySchema.optional(),
};

/**
 * A reservation code as a booking site prints it ("4817290356", "HM2K3X9P4Q", "ABC-123/45"): letters,
 * digits and a few separators, or nothing.
 */
export const confirmationNumberSchema = z
  .string()
  .trim()
  .max(CONFIRMATION_NUMBER_MAX, { error: 'validation.tooLong' })
  .regex(/^$|^[\p{L}\p{N}][\p{L}\p{N} ./#-]*$/u, { error: 'validation.confirmationNumber' });

/**
 * Who goes on a stay, tour or itinerary place (the participants issue): ids of the trip's people
 * (`GET /trips/{id}/participants`, members and named guests), each once; null or absent is everyone.
 * Nobody is not a choice: an empty list is refused rather than read as everyone.
 */
export const itemParticipantsInput = z
  .array(z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }), {
    error: 'validation.invalidChoice',
  })
  .min(1, { error: 'validation.chooseWhoGoes' })
  .max(EXPENSE_PARTICIPANTS_MAX, { error: 'validation.tooMany' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.duplicateParticipant' })
  .nullable();
/** Answers always carry who goes: the participants' ids, or null for everyone. */
export const itemParticipantsSchema = z.array(z.string()).nullable();

// ---- Airports (bundled data set: IATA code, name, country, time zone) ----
export const airportSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The city it serves, in the reader's language ("Roma" in pt and es, "Rome" in en), when known. */
  city: z.string().optional(),
  countryCode: z.string(),
  country: z.string(),
  timeZone: z.string(),
  /** Where it is (the trip map draws each flight between its airports). */
  lat: z.number().optional(),
  lon: z.number().optional(),
});
export type Airport = z.infer<typeof airportSchema>;
export const airportSearchQuerySchema = z.object({
  q: z
    .string({ error: 'validation.required' })
    .trim()
    .min(2, { error: 'validation.searchTooShort' })
    .max(100),
});

// ---- Flights ----
const airportCodeSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .min(1, { error: 'validation.required' })
  .regex(/^[A-Z]{3}$/, { error: 'validation.airport' });

/**
 * A flight time as a client sends it: the airport's wall-clock time (`2031-05-01T22:00`), or an instant
 * with its offset as GET answers it (`2031-05-01T22:00:00-03:00`, or `Z`), which the server reads in the
 * airport's zone. Times are kept to the minute.
 */
const FLIGHT_TIME =
  /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-](0\d|1[0-4]):[0-5]\d)?$/;
export const flightTimeSchema = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .regex(FLIGHT_TIME, { error: 'validation.dateTime', abort: true })
  .refine((value) => calendarDateSchema.safeParse(value.slice(0, 10)).success, {
    error: 'validation.dateTime',
  });

const terminalSchema = z.string().trim().max(FLIGHT_TERMINAL_MAX, { error: 'validation.tooLong' });
const flightEndInput = z
  .object({ airport: airportCodeSchema, time: flightTimeSchema, terminal: terminalSchema.default('') })
  .strict();
/** On update an end without `terminal` keeps the terminal it had (a time change is not a gate change). */
const flightEndUpdate = z
  .object({ airport: airportCodeSchema, time: flightTimeSchema, terminal: terminalSchema.optional() })
  .strict();

/** `participantId`: the trip's person this passenger is, when linked (rows written before have none). */
export const passengerSchema = z.object({
  name: z.string(),
  seat: z.string(),
  participantId: z.string().nullable().optional(),
});
export const baggageSchema = z.object({
  type: z.enum(BAGGAGE_TYPES),
  weightKg: z.number(),
  quantity: z.number().int(),
});
export type Passenger = z.infer<typeof passengerSchema>;
export type Baggage = z.infer<typeof baggageSchema>;

const passengerInput = z
  .object({
    name: requiredText(PLAN_TEXT_MAX),
    seat: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^$|^[0-9]{1,3}[A-Z]$/, { error: 'validation.seat' })
      .default(''),
    participantId: z.string().min(1, { error: 'validation.required' }).nullable().default(null),
  })
  .strict();

/** A flight's passengers: each of the trip's people is at most one of them. */
const passengersInput = z
  .array(passengerInput)
  .max(PASSENGERS_MAX, { error: 'validation.tooMany' })
  .superRefine((passengers, ctx) => {
    const seen = new Set<string>();
    passengers.forEach((passenger, index) => {
      if (!passenger.participantId) return;
      if (seen.has(passenger.participantId)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'participantId'],
          message: 'validation.duplicateParticipant',
        });
      }
      seen.add(passenger.participantId);
    });
  });

const baggageInput = z
  .object({
    type: z.enum(BAGGAGE_TYPES, { error: 'validation.invalidChoice' }),
    weightKg: z
      .number({ error: 'validation.number' })
      .min(0, { error: 'validation.negative' })
      .max(BAGGAGE_WEIGHT_MAX_KG, { error: 'validation.weightTooHigh' })
      .multipleOf(0.1, { error: 'validation.oneDecimal' }),
    quantity: z
      .number({ error: 'validation.number' })
      .int({ error: 'validation.wholeNumber' })
      .min(1, { error: 'validation.atLeastOne' })
      .max(BAGGAGE_QUANTITY_MAX, { error: 'validation.tooMany' }),
  })
  .strict();

const flightFields = {
  airline: requiredText(PLAN_TEXT_MAX),
  flightNumber: z
    .string({ error: 'validation.required' })
    .trim()
    .toUpperCase()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: 'validation.required' })
        .regex(/^[A-Z0-9]{2}[0-9]{1,4}[A-Z]?$/, { error: 'validation.flightNumber' }),
    ),
  departure: flightEndInput,
  arrival: flightEndInput,
  confirmationCode: optionalText(20),
  passengers: passengersInput.default([]),
  baggages: z.array(baggageInput).max(BAGGAGES_MAX, { error: 'validation.tooMany' }).default([]),
  status: z.enum(FLIGHT_STATUSES, { error: 'validation.invalidChoice' }).default('scheduled'),
  ...priceFields,
};
/** Arrival after departure is checked by the server, which knows each airport's time zone. */
export const flightInputSchema = z.object(flightFields).strict();
export type FlightInput = z.input<typeof flightInputSchema>;
/** Any subset (a status set by hand sends only `status`). */
export const flightUpdateSchema = z
  .object({
    airline: flightFields.airline,
    flightNumber: flightFields.flightNumber,
    departure: flightEndUpdate,
    arrival: flightEndUpdate,
    confirmationCode: z.string().trim().max(20, { error: 'validation.tooLong' }),
    passengers: passengersInput,
    baggages: z.array(baggageInput).max(BAGGAGES_MAX, { error: 'validation.tooMany' }),
    status: z.enum(FLIGHT_STATUSES, { error: 'validation.invalidChoice' }),
    price: amountSchema.nullable(),
    currency: currencySchema,
  })
  .partial()
  .strict();

export const flightEndSchema = z.object({
  airport: z.string(),
  airportName: z.string(),
  timeZone: z.string(),
  /** As printed on the boarding pass ("3", "T2"); '' when unknown. */
  terminal: z.string(),
  /** ISO 8601 with the airport's offset at that moment; its first 16 characters are the local time. */
  time: z.string(),
});
export const ticketSchema = z.object({ fileName: z.string(), size: z.number().int() });
export const flightSchema = z.object({
  _id: z.string(),
  airline: z.string(),
  flightNumber: z.string(),
  departure: flightEndSchema,
  arrival: flightEndSchema,
  durationMinutes: z.number().int(),
  confirmationCode: z.string(),
  passengers: z.array(passengerSchema),
  /** Who goes: the passengers' linked people when any passenger is linked, else null (everyone). */
  participants: itemParticipantsSchema,
  baggages: z.array(baggageSchema),
  status: z.enum(FLIGHT_STATUSES),
  /** When a status was last set, by hand or by the flight-status service. */
  statusUpdatedAt: z.string().nullable(),
  ticket: ticketSchema.nullable(),
  /** What the tickets cost, in `currency` (the trip's unless given); null when unknown. */
  price: z.number().nullable(),
  currency: z.string(),
});
export type Flight = z.infer<typeof flightSchema>;

/**
 * A file kept on a stay or a tour (a voucher PDF, the booking mail as `message/rfc822`, a pasted mail as
 * text, a photo of a voucher); downloaded as an attachment, never shown inline.
 */
export const itemFileSchema = z.object({
  _id: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export type ItemFile = z.infer<typeof itemFileSchema>;

// ---- Lodging ----
export const bookingInputSchema = z
  .object({
    accommodationName: requiredText(PLAN_TEXT_MAX),
    checkIn: calendarDateSchema,
    checkOut: calendarDateSchema,
    address: optionalText(300),
    ...coordinateInputFields,
    bookingLink: linkSchema,
    confirmationNumber: confirmationNumberSchema.default(''),
    notes,
    ...priceFields,
    booked: z.boolean().default(false),
    participants: itemParticipantsInput.default(null),
  })
  .strict()
  .refine((booking) => booking.checkOut > booking.checkIn, {
    error: 'validation.checkOutBeforeCheckIn',
    path: ['checkOut'],
    when: whenFieldsValid('checkIn', 'checkOut'),
  });
export type BookingInput = z.input<typeof bookingInputSchema>;
export const bookingSchema = z.object({
  _id: z.string(),
  accommodationName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  address: z.string(),
  ...coordinateFields,
  bookingLink: z.string(),
  /** The reservation's number at the lodging or booking site; '' when unknown. */
  confirmationNumber: z.string(),
  notes: z.string(),
  price: z.number().nullable(),
  currency: z.string(),
  booked: z.boolean(),
  files: z.array(itemFileSchema),
  participants: itemParticipantsSchema,
});
export type Booking = z.infer<typeof bookingSchema>;

// ---- Tours ----
export const tourInputSchema = z
  .object({
    name: requiredText(PLAN_TEXT_MAX),
    date: calendarDateSchema,
    time: timeSchema.nullable().default(null),
    location: optionalText(PLAN_TEXT_MAX),
    ...coordinateInputFields,
    ...priceFields,
    bookingLink: linkSchema,
    notes,
    booked: z.boolean().default(false),
    participants: itemParticipantsInput.default(null),
  })
  .strict();
export type TourInput = z.input<typeof tourInputSchema>;
export const tourSchema = z.object({
  _id: z.string(),
  name: z.string(),
  date: z.string(),
  time: z.string().nullable(),
  location: z.string(),
  ...coordinateFields,
  price: z.number().nullable(),
  currency: z.string(),
  bookingLink: z.string(),
  notes: z.string(),
  booked: z.boolean(),
  files: z.array(itemFileSchema),
  participants: itemParticipantsSchema,
});
export type Tour = z.infer<typeof tourSchema>;

export const bookedSchema = z.object({ booked: z.boolean({ error: 'validation.required' }) }).strict();
