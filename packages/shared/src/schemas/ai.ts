import { z } from 'zod';
import { AI_FEATURES } from '../constants/limits';
import { EXPENSE_CATEGORIES } from '../constants/expenses';
import { PLAN_NOTES_MAX, PLAN_TEXT_MAX, TIMES_OF_DAY, TIP_CATEGORIES, TIP_TEXT_MAX } from '../constants/plan';
import { checklistItemSchema, itineraryItemSchema, tipSchema } from './plan';
import { calendarDateSchema } from './trips';

/**
 * What an AI generation answers: a preview in the shape of the trip's own resources, without the ids
 * the server gives on saving. The same schemas become the JSON schema the model must follow, so the
 * engine's reply, the API's answer and the accepted body are one contract.
 */
export const AI_PROMPT_MAX = 500;
export const aiRequestSchema = z
  .object({
    /** Stores the generated preview on the trip at once (API.md); the web app accepts an edited one instead. */
    save: z.boolean().default(false),
    prompt: z.string().trim().max(AI_PROMPT_MAX, { error: 'validation.tooLong' }).default(''),
  })
  .strict();
export type AiRequest = z.input<typeof aiRequestSchema>;

export const aiFeatureParamsSchema = z.object({
  id: z.string(),
  feature: z.enum(AI_FEATURES, { error: 'validation.invalidChoice' }),
});

/**
 * Where a suggestion comes from, shown beside it in the preview: the bundled notable places of the
 * destination, the configured geocoder, the trip's own bookings and plan, the destination country's
 * facts, or the planner's general advice.
 */
export const AI_SOURCES = ['notable-places', 'geocoder', 'trip', 'country', 'general'] as const;
export type AiSource = (typeof AI_SOURCES)[number];
export const aiSourceSchema = z.enum(AI_SOURCES);

// ---- Shapes the engines produce (no length limits: the model's JSON schema stays plain) ----
export const aiItineraryItemSchema = itineraryItemSchema
  .pick({ timeOfDay: true, time: true, placeName: true, notes: true, location: true })
  .extend({ source: aiSourceSchema });
export const aiItinerarySchema = z.object({
  days: z.array(z.object({ date: z.string(), items: z.array(aiItineraryItemSchema) })),
});
export type AiItinerary = z.infer<typeof aiItinerarySchema>;

export const aiChecklistSchema = z.object({
  groups: z.array(
    z.object({
      name: z.string(),
      items: z.array(checklistItemSchema.pick({ text: true }).extend({ source: aiSourceSchema })),
    }),
  ),
});
export type AiChecklist = z.infer<typeof aiChecklistSchema>;

export const aiTipsSchema = z.object({
  tips: z.array(tipSchema.pick({ category: true, text: true }).extend({ source: aiSourceSchema })),
});
export type AiTips = z.infer<typeof aiTipsSchema>;

export const aiCostEstimateSchema = z.object({
  currency: z.string(),
  total: z.number(),
  items: z.array(z.object({ category: z.enum(EXPENSE_CATEGORIES), amount: z.number(), note: z.string() })),
});
export type AiCostEstimate = z.infer<typeof aiCostEstimateSchema>;

export const AI_PREVIEW_SCHEMAS = {
  itinerary: aiItinerarySchema,
  checklist: aiChecklistSchema,
  tips: aiTipsSchema,
  'cost-estimate': aiCostEstimateSchema,
} as const;
export type AiPreview = {
  itinerary: AiItinerary;
  checklist: AiChecklist;
  tips: AiTips;
  'cost-estimate': AiCostEstimate;
};

// ---- What the traveller accepts after editing: the same shapes with the resources' own limits ----
const text = (max: number) =>
  z.string().trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const MAX_ACCEPTED = 200;
/** A preview may be sent back as it came: its items' `source` is accepted and not stored. */
const acceptedSource = z.enum(AI_SOURCES, { error: 'validation.invalidChoice' }).optional();

export const acceptItinerarySchema = z
  .object({
    days: z
      .array(
        z.object({
          date: calendarDateSchema,
          items: z
            .array(
              z.object({
                timeOfDay: z.enum(TIMES_OF_DAY, { error: 'validation.invalidChoice' }),
                time: z.string().regex(TIME, { error: 'validation.time' }).nullable(),
                placeName: text(PLAN_TEXT_MAX),
                notes: z.string().max(PLAN_NOTES_MAX, { error: 'validation.tooLong' }),
                location: z.string().max(PLAN_TEXT_MAX, { error: 'validation.tooLong' }),
                source: acceptedSource,
              }),
            )
            .max(MAX_ACCEPTED, { error: 'validation.tooMany' }),
        }),
      )
      .max(MAX_ACCEPTED, { error: 'validation.tooMany' }),
  })
  .strict();
export const acceptChecklistSchema = z
  .object({
    groups: z
      .array(
        z.object({
          name: text(PLAN_TEXT_MAX),
          items: z
            .array(z.object({ text: text(PLAN_TEXT_MAX), source: acceptedSource }))
            .max(MAX_ACCEPTED, { error: 'validation.tooMany' }),
        }),
      )
      .max(MAX_ACCEPTED, { error: 'validation.tooMany' }),
  })
  .strict();
export const acceptTipsSchema = z
  .object({
    tips: z
      .array(
        z.object({
          category: z.enum(TIP_CATEGORIES, { error: 'validation.invalidChoice' }),
          text: text(TIP_TEXT_MAX),
          source: acceptedSource,
        }),
      )
      .max(MAX_ACCEPTED, { error: 'validation.tooMany' }),
  })
  .strict();
/** Features whose preview becomes trip items; the cost estimate is shown, not stored. */
export const AI_SAVABLE_FEATURES = ['itinerary', 'checklist', 'tips'] as const;
export type AiSavableFeature = (typeof AI_SAVABLE_FEATURES)[number];
export const acceptedCountSchema = z.object({ saved: z.number().int() });
