import { z } from 'zod';
import {
  CONTACT_TYPES,
  PLAN_NOTES_MAX,
  PLAN_TEXT_MAX,
  TIMES_OF_DAY,
  TIP_CATEGORIES,
  TIP_TEXT_MAX,
} from '../constants/plan';
import { daysBetween } from '../calendar-dates';
import { coordinateFields, latitudeSchema, longitudeSchema, requiredText } from './common';
import { updateSchemaOf } from './updates';
import { calendarDateSchema } from './trips';
import { itemParticipantsInput, itemParticipantsSchema } from './travel';

const notes = z.string().max(PLAN_NOTES_MAX, { error: 'validation.tooLong' });

// ---- Checklist: groups of items to tick ----
export const checklistItemSchema = z.object({ _id: z.string(), text: z.string(), done: z.boolean() });
export const checklistGroupSchema = z.object({
  _id: z.string(),
  name: z.string(),
  items: z.array(checklistItemSchema),
});
export type ChecklistGroup = z.infer<typeof checklistGroupSchema>;
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const checklistGroupInputSchema = z.object({ name: requiredText(PLAN_TEXT_MAX) }).strict();
export const checklistGroupUpdateSchema = updateSchemaOf(checklistGroupInputSchema);
export const checklistItemInputSchema = z
  .object({ text: requiredText(PLAN_TEXT_MAX), done: z.boolean().default(false) })
  .strict();
export const checklistItemUpdateSchema = z
  .object({ text: requiredText(PLAN_TEXT_MAX).optional(), done: z.boolean().optional() })
  .strict();

// ---- Travel tips ----
export const tipSchema = z.object({ _id: z.string(), category: z.enum(TIP_CATEGORIES), text: z.string() });
export type Tip = z.infer<typeof tipSchema>;
export const tipInputSchema = z
  .object({
    category: z.enum(TIP_CATEGORIES, { error: 'validation.invalidChoice' }),
    text: requiredText(TIP_TEXT_MAX),
  })
  .strict();
export type TipInput = z.input<typeof tipInputSchema>;

// ---- Emergency contacts: the value is checked against its type ----
const PHONE = /^\+?[0-9][0-9 ().-]{5,24}$/;
export const contactSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.enum(CONTACT_TYPES),
  value: z.string(),
  notes: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;
export const contactInputSchema = z
  .object({
    name: requiredText(PLAN_TEXT_MAX),
    type: z.enum(CONTACT_TYPES, { error: 'validation.invalidChoice' }),
    value: requiredText(PLAN_TEXT_MAX),
    notes: notes.default(''),
  })
  .strict()
  .superRefine((contact, ctx) => {
    const valid =
      contact.type === 'email' ? z.email().safeParse(contact.value).success : PHONE.test(contact.value);
    if (!valid) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: contact.type === 'email' ? 'validation.email' : 'validation.phone',
      });
    }
  });
export type ContactInput = z.input<typeof contactInputSchema>;

// ---- Itinerary: places by day ----
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const itineraryItemSchema = z.object({
  _id: z.string(),
  date: z.string(),
  timeOfDay: z.enum(TIMES_OF_DAY),
  time: z.string().nullable(),
  placeName: z.string(),
  notes: z.string(),
  location: z.string(),
  ...coordinateFields,
  position: z.number().int(),
  participants: itemParticipantsSchema,
});
export type ItineraryItem = z.infer<typeof itineraryItemSchema>;
/** `outsideTrip` marks a day that kept its items after the trip's dates changed, until they are moved. */
export const itineraryDaySchema = z.object({
  date: z.string(),
  outsideTrip: z.boolean(),
  items: z.array(itineraryItemSchema),
});
export type ItineraryDay = z.infer<typeof itineraryDaySchema>;

const itineraryFields = {
  date: calendarDateSchema,
  timeOfDay: z.enum(TIMES_OF_DAY, { error: 'validation.invalidChoice' }),
  time: z.string().regex(TIME, { error: 'validation.time' }).nullable().optional(),
  placeName: requiredText(PLAN_TEXT_MAX),
  notes: notes.optional(),
  location: z.string().max(PLAN_TEXT_MAX, { error: 'validation.tooLong' }).optional(),
  lat: latitudeSchema.nullable().optional(),
  lon: longitudeSchema.nullable().optional(),
  participants: itemParticipantsInput.optional(),
};
export const itineraryItemInputSchema = z.object(itineraryFields).strict();
export type ItineraryItemInput = z.input<typeof itineraryItemInputSchema>;
/** Any subset; `date` moves the item to another day, `position` reorders it within its day (0 = first). */
export const itineraryItemUpdateSchema = z
  .object({ ...itineraryFields, position: z.number().int().min(0) })
  .partial()
  .strict();

// ---- Calendar: every trip of the user and its dated items ----
export const CALENDAR_MAX_DAYS = 400;
export const calendarQuerySchema = z
  .object({ from: calendarDateSchema, to: calendarDateSchema })
  .refine((range) => range.to >= range.from, { error: 'validation.endBeforeStart', path: ['to'] })
  .refine((range) => daysBetween(range.from, range.to) <= CALENDAR_MAX_DAYS, {
    error: 'validation.rangeTooLong',
    path: ['to'],
  });
export const calendarEventSchema = z.object({
  type: z.enum(['trip', 'flight', 'booking', 'tour', 'itinerary']),
  tripId: z.string(),
  /** The trip's own title for trip events; the item's for the rest. */
  title: z.string(),
  tripTitle: z.string(),
  /** `YYYY-MM-DD` for all-day events, `YYYY-MM-DDTHH:mm` (local time at the destination) otherwise. */
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  /** The day view the event opens, for dated items. */
  date: z.string().nullable(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
export const calendarFeedSchema = z.object({ url: z.string() });
