import { z } from 'zod';
import { requiredText } from './common';

/**
 * Issue 36, personal access tokens (API.md "Personal access tokens and agents"): a person's token for a
 * script or an AI agent, limited to the areas its scopes name. One contract for the server and the web app.
 */

/** The areas a token may be given; each is read or write, and write includes read. */
export const TOKEN_AREAS = ['trips', 'expenses', 'profile', 'agency'] as const;
export type TokenArea = (typeof TOKEN_AREAS)[number];
export const TOKEN_SCOPES = [
  'trips:read',
  'trips:write',
  'expenses:read',
  'expenses:write',
  'profile:read',
  'profile:write',
  'agency:read',
  'agency:write',
] as const satisfies readonly `${TokenArea}:${'read' | 'write'}`[];
export type TokenScope = (typeof TOKEN_SCOPES)[number];
/** Every area's read scope: a token that can look but not change. */
export const READ_SCOPES = TOKEN_SCOPES.filter((scope) => scope.endsWith(':read'));

/** What a route needs of a token; `null` for the routes only a signed-in session reaches. */
export type ScopeNeed = { area: TokenArea; access: 'read' | 'write' } | null;

/** Whether scopes cover a need: `trips:write` covers reading trips too. */
export function scopesAllow(scopes: readonly string[], need: ScopeNeed): boolean {
  if (!need) return false;
  return (
    scopes.includes(`${need.area}:write`) || (need.access === 'read' && scopes.includes(`${need.area}:read`))
  );
}

/** Every personal token starts so: the auth hook tells it from a session token without parsing it. */
export const PERSONAL_TOKEN_PREFIX = 'trl_';
/** How many live tokens an account may hold. */
export const PERSONAL_TOKENS_MAX = 50;
export const TOKEN_NAME_MAX = 80;

/** GET /users/tokens: an account's live tokens, newest first (the secret itself is never shown again). */
export const personalTokenSchema = z.object({
  _id: z.string(),
  name: z.string(),
  scopes: z.array(z.string()),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  /** The token's last four characters, so a person can tell which one a script holds. */
  hint: z.string(),
});
export type PersonalToken = z.infer<typeof personalTokenSchema>;

/** POST /users/tokens → 201: the token itself, in this answer only. */
export const createdPersonalTokenSchema = personalTokenSchema.extend({ token: z.string() });
export type CreatedPersonalToken = z.infer<typeof createdPersonalTokenSchema>;

export const personalTokenInputSchema = z
  .object({
    name: requiredText(TOKEN_NAME_MAX),
    scopes: z
      .array(z.enum(TOKEN_SCOPES, { error: 'validation.invalidChoice' }))
      .min(1, { error: 'validation.atLeastOneScope' })
      .max(TOKEN_SCOPES.length)
      .transform((scopes) => [...new Set(scopes)].sort()),
    /** An instant in the future; absent or null: the token lives until revoked. */
    expiresAt: z.iso
      .datetime({ offset: true, error: 'validation.dateTime' })
      .nullable()
      .optional()
      .refine((value) => value == null || Date.parse(value) > Date.now(), {
        error: 'validation.expiresInPast',
      }),
  })
  .strict();
export type PersonalTokenInput = z.input<typeof personalTokenInputSchema>;
