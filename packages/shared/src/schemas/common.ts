import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants/limits';

/** NUL: PostgreSQL text cannot hold it and nobody types it, so it is refused everywhere (API.md "Text"). */
export const hasNulCharacter = (text: string) => text.includes('\u0000');

/** Any string a person sends: the base of every text primitive below, refusing NUL. */
export const plainText = () =>
  z
    .string({ error: 'validation.required' })
    .refine((text) => !hasNulCharacter(text), { error: 'validation.nulCharacter' });

/** A trimmed, non-empty string; every message is a key of constants/messages. */
export const requiredText = (max: number) =>
  plainText().trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });

export const emailSchema = plainText()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(EMAIL_MAX_LENGTH, { error: 'validation.tooLong' })
  .pipe(z.email({ error: 'validation.email' }))
  .transform((email) => email.toLowerCase());

export const nameSchema = requiredText(NAME_MAX_LENGTH);

export const newPasswordSchema = plainText()
  .min(PASSWORD_MIN_LENGTH, { error: 'validation.passwordTooShort' })
  .max(PASSWORD_MAX_LENGTH, { error: 'validation.passwordTooLong' });

/** A password being checked, not chosen: any length the user typed, bounded against abuse. */
export const passwordSchema = plainText()
  .min(1, { error: 'validation.required' })
  .max(1024, { error: 'validation.tooLong' });

export const idSchema = z.string().min(1);

/**
 * For a rule across fields (`refine(rule, { when: whenFieldsValid('checkIn', 'checkOut') })`): zod skips
 * an object's refinements while any of its fields has an issue, so a form would show "check-out before
 * check-in" only once every other field is right. The rule runs as soon as the fields it reads are valid,
 * and the form shows all its errors at once.
 */
export const whenFieldsValid =
  (...fields: string[]) =>
  ({ value, issues }: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    // Not an object at all (a body of `null`): there are no fields to compare.
    typeof value === 'object' &&
    value !== null &&
    !issues.some((issue) => issue.path?.length && fields.includes(String(issue.path[0])));

export const messageSchema = z.object({ message: z.string() });

export const errorSchema = z.object({
  statusCode: z.number(),
  code: z.string(),
  error: z.string(),
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

/**
 * Where a place is, picked by the traveller from the bundled city data or on the map (the trip map);
 * null when they gave none.
 */
export const latitudeSchema = z
  .number()
  .min(-90, { error: 'validation.invalidChoice' })
  .max(90, { error: 'validation.invalidChoice' });
export const longitudeSchema = z
  .number()
  .min(-180, { error: 'validation.invalidChoice' })
  .max(180, { error: 'validation.invalidChoice' });
export const coordinateInputFields = {
  lat: latitudeSchema.nullable().default(null),
  lon: longitudeSchema.nullable().default(null),
} as const;
/** Always sent by the server; optional in the type so places built elsewhere (previews) need none. */
export const coordinateFields = {
  lat: z.number().nullable().optional(),
  lon: z.number().nullable().optional(),
} as const;
