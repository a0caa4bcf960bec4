import type { ScopeNeed, TokenArea } from '@trilha/shared';
import { notFound } from '../../../lib/errors';
import type { Actor } from '../../../plugins/auth';
import type { PersonalTokenRow } from './tokens.repository';

/** A token is its account's alone: anyone else's (or a revoked one) is 404 TOKEN_NOT_FOUND, never a 403. */
export function authorizeToken(
  actor: Pick<Actor, 'id'>,
  token: PersonalTokenRow | undefined,
): asserts token is PersonalTokenRow {
  if (!token || token.userId !== actor.id || token.revokedAt) throw notFound('TOKEN');
}

/**
 * The routes a personal token never reaches, whatever its scopes: what only the person at a signed-in
 * session may do (their sign-in methods, sessions and tokens, password, account, billing) and the
 * platform's administration. A leaked token must not be able to make itself another one or lock its
 * owner out.
 */
const SESSION_ONLY = [
  /^\/api\/users\/(tokens|sessions|password|two-factor|passkeys|me)(\/|$)/,
  // Who am I stays open to a token (GET /api/auth/me): a script checks what it holds.
  /^\/api\/auth\/(?!me$)/,
  /^\/api\/admin\//,
  /^\/api\/premium\//,
  // The calendar feed's secret address is a credential of its own.
  /^\/api\/calendar\/feed-url$/,
];

/** Route prefixes and the area they belong to, the first that matches winning. */
const AREAS: [RegExp, TokenArea][] = [
  [/^\/api\/trips\/:id\/(expenses|participants|split-presets)(\/|$)/, 'expenses'],
  [/^\/api\/(trips|ai\/trips|imports|invite-links|places|airports|calendar)(\/|$)/, 'trips'],
  [/^\/api\/(users|notifications|feedback)(\/|$)|^\/api\/auth\/me$/, 'profile'],
  [/^\/api\/(agencies|agency-invitations|consultants)(\/|$)/, 'agency'],
];

/** Requests that change nothing although not a GET: they compute an answer. */
const READS_BY_POST = new Set(['POST /api/trips/:id/route']);

/**
 * What a route asks of a personal token (API.md "Personal access tokens and agents"): its area, read for
 * GET and the computations above, write for the rest; `null` (never by token) for the session-only
 * routes and for any route this table does not place, so a new route fails closed until it is placed.
 */
export function scopeNeedOf(method: string, url: string): ScopeNeed {
  if (SESSION_ONLY.some((pattern) => pattern.test(url))) return null;
  const area = AREAS.find(([pattern]) => pattern.test(url))?.[1];
  if (!area) return null;
  const reads = method === 'GET' || method === 'HEAD' || READS_BY_POST.has(`${method} ${url}`);
  return { area, access: reads ? 'read' : 'write' };
}
