import { z } from 'zod';
import { TIMES_OF_DAY } from '../constants/plan';
import { itineraryItemSchema } from './plan';
import { bookingSchema, flightSchema, tourSchema } from './travel';
import { expenseSchema } from './expenses';

/**
 * One thing on one day of a trip. `time` is the local `HH:mm` when known; `timeOfDay` places the entry
 * when it is not (and groups it when it is).
 */
const timing = { time: z.string().nullable(), timeOfDay: z.enum(TIMES_OF_DAY) };
export const dayEntrySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('itinerary'), ...timing, item: itineraryItemSchema }),
  /** A flight shows on its departure day and, when it lands on another date, again on that day. */
  z.object({
    kind: z.literal('flight'),
    ...timing,
    leg: z.enum(['departure', 'arrival']),
    flight: flightSchema,
  }),
  z.object({ kind: z.literal('check-in'), ...timing, booking: bookingSchema }),
  z.object({ kind: z.literal('check-out'), ...timing, booking: bookingSchema }),
  /** A night of a stay between its check-in and check-out days: where the traveller sleeps, last in the day. */
  z.object({ kind: z.literal('stay-night'), ...timing, booking: bookingSchema }),
  z.object({ kind: z.literal('tour'), ...timing, tour: tourSchema }),
]);
export type DayEntry = z.infer<typeof dayEntrySchema>;
export type DayEntryKind = DayEntry['kind'];

export const tripDaySchema = z.object({
  tripId: z.string(),
  date: z.string(),
  /** The neighbouring dates within the trip; null at its ends. */
  previousDate: z.string().nullable(),
  nextDate: z.string().nullable(),
  outsideTrip: z.boolean(),
  entries: z.array(dayEntrySchema),
  /** What was spent (and settled) that day: expenses have a date but no time. */
  expenses: z.array(expenseSchema),
});
export type TripDay = z.infer<typeof tripDaySchema>;
