/**
 * Where the web app ends up after a sign-in through the OpenID Connect provider: `/login/oidc#code=…`, or
 * `/login?oidcError=<code>`. A constant apart from schemas/oidc.ts, so that /login reads it without zod.
 */
export const OIDC_ERROR_PARAM = 'oidcError';
