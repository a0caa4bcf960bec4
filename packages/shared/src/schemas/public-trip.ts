import { z } from 'zod';
import { EXPENSE_CATEGORIES } from '../constants/expenses';
import { TIMES_OF_DAY, TIP_CATEGORIES } from '../constants/plan';
import { FLIGHT_STATUSES } from '../constants/travel';
import { TRIP_TITLE_MAX } from '../constants/trips';
import { coordinateFields, requiredText } from './common';
import { calendarDateSchema } from './trips';

// ---- The public link (PUT/GET/DELETE /trips/{id}/public-link) ----

/**
 * PUT /trips/{id}/public-link (API.md "Updates": a partial body). Makes the trip's link with these
 * settings (no costs and no expiry unless given), or changes the live link's, absent fields keeping their
 * values. `token` and `url` are what GET answered: sent back unchanged they are ignored. The server
 * refuses an expiry in the past.
 */
export const publicLinkInputSchema = z
  .object({
    includeCosts: z.boolean({ error: 'validation.invalid' }).optional(),
    expiresAt: z.iso.datetime({ offset: true, error: 'validation.invalid' }).nullable().optional(),
    token: z.string().optional(),
    url: z.string().optional(),
  })
  .strict();
export type PublicLinkInput = z.input<typeof publicLinkInputSchema>;

export const publicLinkSchema = z.object({
  token: z.string(),
  /** The web app's public page for this link, to copy and send. */
  url: z.string(),
  includeCosts: z.boolean(),
  expiresAt: z.string().nullable(),
});
export type PublicLink = z.infer<typeof publicLinkSchema>;

// ---- The public page (GET /public/trips/{token}) ----
// Everything below is what anyone holding the link may read: no one's e-mail or id, no confirmation code,
// ticket, file, booking link, passenger, seat, bag or note of a booking; prices only when the owner chose.

const priceFields = {
  /** Only when the link includes costs. */
  price: z.number().nullable().optional(),
  currency: z.string().optional(),
};

export const publicFlightSchema = z.object({
  airline: z.string(),
  flightNumber: z.string(),
  departure: z.object({
    airport: z.string(),
    airportName: z.string(),
    terminal: z.string(),
    /** ISO 8601 with the airport's offset; its first 16 characters are the local time. */
    time: z.string(),
  }),
  arrival: z.object({ airport: z.string(), airportName: z.string(), terminal: z.string(), time: z.string() }),
  durationMinutes: z.number().int(),
  status: z.enum(FLIGHT_STATUSES),
  ...priceFields,
});
export type PublicFlight = z.infer<typeof publicFlightSchema>;

export const publicStaySchema = z.object({
  name: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  address: z.string(),
  ...coordinateFields,
  ...priceFields,
});
export type PublicStay = z.infer<typeof publicStaySchema>;

export const publicTourSchema = z.object({
  name: z.string(),
  date: z.string(),
  time: z.string().nullable(),
  location: z.string(),
  ...coordinateFields,
  ...priceFields,
});
export type PublicTour = z.infer<typeof publicTourSchema>;

export const publicDaySchema = z.object({
  date: z.string(),
  items: z.array(
    z.object({
      timeOfDay: z.enum(TIMES_OF_DAY),
      time: z.string().nullable(),
      placeName: z.string(),
      location: z.string(),
      notes: z.string(),
      ...coordinateFields,
    }),
  ),
});
export type PublicDay = z.infer<typeof publicDaySchema>;

/** The expense summary's totals, without anyone's payments, shares or balances. */
export const publicCostsSchema = z.object({
  currency: z.string(),
  total: z.number(),
  budget: z.number().nullable(),
  byCategory: z.array(z.object({ category: z.enum(EXPENSE_CATEGORIES), amount: z.number() })),
});
export type PublicCosts = z.infer<typeof publicCostsSchema>;

export const publicTripSchema = z.object({
  title: z.string(),
  destination: z.object({
    name: z.string(),
    /** In the reader's language (Accept-Language). */
    country: z.string(),
    countryCode: z.string(),
    lat: z.number().nullable(),
    lon: z.number().nullable(),
  }),
  startDate: z.string(),
  endDate: z.string(),
  /** Every day of the trip in order, with its places (leftovers outside the trip's dates are not shown). */
  days: z.array(publicDaySchema),
  flights: z.array(publicFlightSchema),
  stays: z.array(publicStaySchema),
  tours: z.array(publicTourSchema),
  tips: z.array(z.object({ category: z.enum(TIP_CATEGORIES), text: z.string() })),
  checklist: z.array(
    z.object({ name: z.string(), items: z.array(z.object({ text: z.string(), done: z.boolean() })) }),
  ),
  /** Null unless the owner chose to include costs. */
  costs: publicCostsSchema.nullable(),
});
export type PublicTrip = z.infer<typeof publicTripSchema>;

// ---- Copying a trip, handing it to another owner ----

/** POST /trips/{id}/copy: a new trip starting on `startDate`, as long as the original. */
export const copyTripSchema = z
  .object({
    title: requiredText(TRIP_TITLE_MAX).optional(),
    startDate: calendarDateSchema,
    /** Flights and stays too (shifted, without codes, tickets, files or prices). */
    includeBookings: z.boolean({ error: 'validation.invalid' }).default(false),
  })
  .strict();
export type CopyTripInput = z.input<typeof copyTripSchema>;

/** PUT /trips/{id}/owner: a member of the trip, who becomes its owner (the old owner an admin). */
export const transferOwnerSchema = z
  .object({ userId: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }) })
  .strict();
export type TransferOwnerInput = z.input<typeof transferOwnerSchema>;
