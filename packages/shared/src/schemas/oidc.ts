import { z } from 'zod';
import { LANGUAGES } from '../constants/preferences';

/**
 * Issue 34, signing in with an OpenID Connect provider: GET /auth/oidc/start sends the browser to the
 * provider, whose answer comes back to GET /auth/oidc/callback; that sends the browser on to
 * /login/oidc with a one-time code in the address's fragment, which POST /auth/oidc/exchange turns into
 * a session (or the second factor's challenge).
 */

/**
 * GET /auth/oidc/start. `next`: the path of this site to land on once signed in (anything else is
 * ignored); `language`: a first sign-in's account speaks it.
 */
export const oidcStartQuerySchema = z.object({
  next: z.string().max(2000).optional(),
  language: z.enum(LANGUAGES, { error: 'validation.invalidChoice' }).optional(),
});

/** GET /auth/oidc/callback: the provider's answer (RFC 6749 4.1.2 and 4.1.2.1, RFC 9207's `iss`). */
export const oidcCallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(1024).optional(),
  iss: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

/** POST /auth/oidc/exchange: the one-time code the callback put in the fragment (valid 60 s, once). */
export const oidcExchangeSchema = z.object({
  code: z.string().min(1, { error: 'validation.required' }).max(4096),
});
export type OidcExchangeInput = z.input<typeof oidcExchangeSchema>;

/** GET /config's `oidc`: the provider's button, and whether it is the only way in. */
export const oidcPublicConfigSchema = z.object({ name: z.string(), only: z.boolean() });
export type OidcPublicConfig = z.infer<typeof oidcPublicConfigSchema>;
