import { z } from 'zod';
import { emailSchema } from './common';

/** How many addresses one export mail may go to (issue 17). */
export const EXPORT_RECIPIENTS_MAX = 10;

/** POST /trips/{id}/export/email: the PDF to these addresses, and a copy to the caller when asked. */
export const exportEmailSchema = z
  .object({
    to: z
      .array(emailSchema, { error: 'validation.recipientsRequired' })
      .min(1, { error: 'validation.recipientsRequired' })
      .max(EXPORT_RECIPIENTS_MAX, { error: 'validation.tooManyRecipients' }),
    sendCopy: z.boolean({ error: 'validation.required' }).default(false),
  })
  .strict();
export type ExportEmailInput = z.input<typeof exportEmailSchema>;

export const exportEmailAnswerSchema = z.object({
  /** Every address the mail goes to, the caller's own when a copy was asked for. */
  recipients: z.array(z.string()),
  sendCopy: z.boolean(),
});
export type ExportEmailAnswer = z.infer<typeof exportEmailAnswerSchema>;

/**
 * How many export mails a person may send per day to addresses that are neither on the trip nor their
 * own (errors.EXPORT_STRANGERS_LIMIT names it): the PDF by mail is not a way to reach strangers in bulk.
 */
export const EXPORT_STRANGERS_PER_DAY = 20;
