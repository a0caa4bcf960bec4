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
