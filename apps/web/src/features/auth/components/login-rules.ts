import { EMAIL_MAX_LENGTH, type LoginInput } from '@trilha/shared';

export type LoginField = keyof LoginInput;

/**
 * The pattern z.email() checks by default (zod's `regexes.email`), here so /login carries none of zod's
 * code; login-rules.test.ts fails when zod's own changes.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** passwordSchema's bound on a password being checked (not chosen): any length, bounded against abuse. */
const CHECKED_PASSWORD_MAX_LENGTH = 1024;

/**
 * The first message loginSchema (@trilha/shared) gives a field of the sign-in form, as a text key, or
 * undefined when the field is right: the same checks in the same order (the e-mail is trimmed first and
 * checked with zod's own e-mail pattern), written out so /login does not load zod. login-rules.test.ts
 * holds the two together.
 */
export function loginFieldProblem(field: LoginField, value: string): string | undefined {
  // plainText's refusal of NUL (hasNulCharacter), before anything else.
  if (value.includes('\u0000')) return 'validation.nulCharacter';
  const text = field === 'email' ? value.trim() : value;
  if (text.length < 1) return 'validation.required';
  if (text.length > (field === 'email' ? EMAIL_MAX_LENGTH : CHECKED_PASSWORD_MAX_LENGTH)) {
    return 'validation.tooLong';
  }
  if (field === 'email' && !EMAIL_PATTERN.test(text)) return 'validation.email';
  return undefined;
}
