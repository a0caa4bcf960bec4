import { z } from 'zod';
import { amountSchema } from '../money';
import { CURRENCIES } from '../constants/preferences';
import {
  BUDGETS,
  INTEREST_MAX,
  MAX_INTERESTS,
  SHARE_ROLES,
  TIME_STATES,
  TRIP_MAX_DAYS,
  TRIP_NOTES_MAX,
  TRIP_ROLES,
  TRIP_TITLE_MAX,
  PLACE_QUERY_MIN,
} from '../constants/trips';
import { daysBetween } from '../calendar-dates';
import { emailSchema, requiredText, whenFieldsValid } from './common';
import { updateSchemaOf } from './updates';

/**
 * The years a date may fall in: any trip fits, and every day and instant around them exists for
 * PostgreSQL and JavaScript alike (PostgreSQL has no year 0; a day after 9999-12-31 has no `YYYY`).
 */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2999;

/** A calendar date, `YYYY-MM-DD`, that exists. */
export const calendarDateSchema = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      const year = date.getUTCFullYear();
      return (
        !Number.isNaN(date.getTime()) &&
        date.toISOString().startsWith(value) &&
        year >= FIRST_YEAR &&
        year <= LAST_YEAR
      );
    },
    { error: 'validation.date' },
  );

export const placeSchema = z.object({
  name: z.string(),
  country: z.string(),
  countryCode: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export type Place = z.infer<typeof placeSchema>;

/** A trip's destination: a place, without coordinates (null, never 0/0) when it was typed, not picked. */
export const tripDestinationSchema = placeSchema.extend({
  lat: z.number().nullable(),
  lon: z.number().nullable(),
});
export type TripDestination = z.infer<typeof tripDestinationSchema>;

export const PLACE_KINDS = ['city', 'airport', 'place'] as const;
export const PLACE_SOURCES = ['bundled', 'geocoder', 'trip'] as const;

/**
 * A place the places search offers: named in the caller's language, with its region when known; a
 * city or airport from the bundled data, a point of interest from the geocoder (GEOCODER_URL, Google
 * Places), or a place the trip already holds.
 */
export const placeSearchResultSchema = placeSchema.extend({
  region: z
    .string()
    .optional()
    .meta({ description: 'First-level region (state, province), to tell same-name towns apart' }),
  address: z.string().nullable().meta({ description: 'Street address when known' }),
  kind: z.enum(PLACE_KINDS),
  source: z.enum(PLACE_SOURCES),
});
export type PlaceSearchResult = z.infer<typeof placeSearchResultSchema>;

/** A destination as the client sends it: picked from the places search, or typed by hand. */
export const destinationInputSchema = z.object(
  {
    name: requiredText(120),
    countryCode: z
      .string()
      .regex(/^[A-Z]{2}$/, { error: 'validation.invalid' })
      .optional(),
    // None (absent or null) for a destination typed without picking a place.
    lat: z.number().min(-90).max(90).nullish(),
    lon: z.number().min(-180).max(180).nullish(),
  },
  { error: 'validation.required' },
);

const tripFields = {
  title: requiredText(TRIP_TITLE_MAX),
  destination: destinationInputSchema,
  startDate: calendarDateSchema,
  endDate: calendarDateSchema,
  budget: z.enum(BUDGETS, { error: 'validation.invalidChoice' }),
  interests: z
    .array(z.string().trim().min(1).max(INTEREST_MAX, { error: 'validation.tooLong' }))
    .max(MAX_INTERESTS, { error: 'validation.tooMany' })
    .default([]),
  currency: z.enum(CURRENCIES, { error: 'validation.invalidChoice' }),
  /** What the travellers mean to spend in all, in the trip's currency; the finances tab measures against it. */
  budgetAmount: amountSchema.nullable().default(null),
  notes: z.string().max(TRIP_NOTES_MAX, { error: 'validation.tooLong' }).default(''),
};

type DateRange = { startDate?: string; endDate?: string };
const datesInOrder = (trip: DateRange) => !trip.startDate || !trip.endDate || trip.endDate >= trip.startDate;
const lengthAllowed = (trip: DateRange) =>
  !trip.startDate || !trip.endDate || daysBetween(trip.startDate, trip.endDate) < TRIP_MAX_DAYS;

const datesValid = whenFieldsValid('startDate', 'endDate');

const tripRules = <Schema extends z.ZodType<DateRange>>(schema: Schema) =>
  schema
    .refine(datesInOrder, { error: 'validation.endBeforeStart', path: ['endDate'], when: datesValid })
    .refine(lengthAllowed, { error: 'validation.tripTooLong', path: ['endDate'], when: datesValid });

/** A whole trip, as the form edits it; `ownerId`, ids and timestamps are not fields a client sets. */
export const tripInputSchema = tripRules(z.object(tripFields).strict());
export type TripInput = z.input<typeof tripInputSchema>;
/** POST /trips: without `currency` the trip takes the user's currency setting (API.md "Defaults"). */
export const createTripSchema = tripRules(
  z.object({ ...tripFields, currency: tripFields.currency.optional() }).strict(),
);
/** PUT /trips/{id}: any subset, merged with the stored trip and checked whole by tripInputSchema. */
export const tripUpdateSchema = updateSchemaOf(tripInputSchema);

export const tripPermissionsSchema = z.object({
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canShare: z.boolean(),
  /** Only the owner may demote or remove an admin. */
  canManageAdmins: z.boolean(),
  canLeave: z.boolean(),
});
export type TripPermissions = z.infer<typeof tripPermissionsSchema>;

export const tripSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  destination: tripDestinationSchema,
  startDate: z.string(),
  endDate: z.string(),
  budget: z.enum(BUDGETS),
  interests: z.array(z.string()),
  currency: z.string(),
  budgetAmount: z.number().nullable(),
  notes: z.string(),
  ownerId: z.string(),
  myRole: z.enum(TRIP_ROLES),
  timeState: z.enum(TIME_STATES),
  permissions: tripPermissionsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TripSummary = z.infer<typeof tripSummarySchema>;

export const sharedUserSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(TRIP_ROLES),
});
export type SharedUser = z.infer<typeof sharedUserSchema>;

export const tripListQuerySchema = z.object({
  when: z.enum(['upcoming', 'past', 'all'], { error: 'validation.invalidChoice' }).default('all'),
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(200).optional(),
});
export type TripListQuery = z.input<typeof tripListQuerySchema>;

export const createShareSchema = z
  .object({
    userId: z.string().min(1).optional(),
    email: emailSchema.optional(),
    role: z.enum(SHARE_ROLES, { error: 'validation.invalidChoice' }),
    /** A guest of the trip's costs the person takes the place of (their expenses and balances). */
    participantId: z.string().min(1).max(100).optional(),
  })
  .strict()
  .refine((share) => Boolean(share.userId || share.email), { error: 'validation.required', path: ['email'] });
export type CreateShareInput = z.input<typeof createShareSchema>;

export const shareInputSchema = z
  .object({ role: z.enum(SHARE_ROLES, { error: 'validation.invalidChoice' }) })
  .strict();
export const updateShareSchema = updateSchemaOf(shareInputSchema);

/** "38.71,-9.14" → { lat, lon }: where to look first. */
const nearSchema = z
  .string()
  .regex(/^\s*-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?\s*$/, { error: 'validation.invalid' })
  .transform((text) => {
    const [lat, lon] = text.split(',').map(Number);
    return { lat: lat!, lon: lon! };
  })
  .refine(({ lat, lon }) => Math.abs(lat) <= 90 && Math.abs(lon) <= 180, { error: 'validation.invalid' });

export const placeSearchQuerySchema = z.object({
  q: z.string().trim().min(PLACE_QUERY_MIN, { error: 'validation.searchTooShort' }).max(100),
  near: nearSchema.optional(),
  /** The trip the place is for: its own places are offered, and its destination is where to look. */
  tripId: z.string().min(1).max(64).optional(),
  /** `city` (destination fields, the default) or `place`: points of interest near the trip's destination. */
  scope: z.enum(['city', 'place'], { error: 'validation.invalidChoice' }).default('city'),
});
export type PlaceSearchQuery = z.infer<typeof placeSearchQuerySchema>;
