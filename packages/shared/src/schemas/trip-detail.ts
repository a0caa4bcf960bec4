import { z } from 'zod';
import { expenseSummarySchema } from './expenses';
import { photoSchema } from './photos';
import { checklistGroupSchema, contactSchema, itineraryDaySchema, tipSchema } from './plan';
import { bookingSchema, flightSchema, tourSchema } from './travel';
import { sharedUserSchema, tripSummarySchema } from './trips';

/** One trip with everything in it (API.md): what a printable summary or an export needs in one call. */
export const tripDetailSchema = tripSummarySchema.extend({
  sharedUsers: z.array(sharedUserSchema),
  flights: z.array(flightSchema),
  bookings: z.array(bookingSchema),
  tours: z.array(tourSchema),
  checklist: z.array(checklistGroupSchema),
  tips: z.array(tipSchema),
  itinerary: z.array(itineraryDaySchema),
  contacts: z.array(contactSchema),
  expenseSummary: expenseSummarySchema,
  /** Optional in the type only so trips built elsewhere (fixtures, previews) need none; always sent. */
  photos: z.array(photoSchema).optional(),
});
export type TripDetail = z.infer<typeof tripDetailSchema>;
