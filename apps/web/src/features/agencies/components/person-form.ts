import { z } from 'zod';
import { emailSchema, NAME_MAX_LENGTH } from '@trilha/shared';

/**
 * The e-mail and name both dialogs share. The name stays optional here: adding someone who already
 * has an account needs only the e-mail, and the dialog asks for the name once the server says there
 * is no account (USER_NOT_FOUND) or when editing.
 */
export const personFields = {
  email: emailSchema,
  name: z.string().trim().max(NAME_MAX_LENGTH, { error: 'validation.tooLong' }),
};

/** The message under an empty name: required when editing, needed for the invitation when adding. */
export function missingNameMessage(editing: boolean): string {
  return editing ? 'validation.required' : 'validation.nameForInvitation';
}
