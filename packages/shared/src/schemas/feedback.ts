import { z } from 'zod';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_TYPES } from '../constants/limits';

export const feedbackSchema = z.object({
  type: z.enum(FEEDBACK_TYPES, { error: 'validation.invalidChoice' }),
  text: z
    .string({ error: 'validation.feedbackEmpty' })
    .trim()
    .min(1, { error: 'validation.feedbackEmpty' })
    .max(FEEDBACK_MAX_LENGTH, { error: 'validation.tooLong' }),
});
export type FeedbackInput = z.infer<typeof feedbackSchema>;

export const feedbackResponseSchema = feedbackSchema.extend({ _id: z.string(), createdAt: z.string() });
