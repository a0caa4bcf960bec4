import { emailSchema } from '@trilha/shared';
import type { OidcIdentity } from '../../../adapters/oidc/oidc-client';
import type { UserRow } from '../../users/users.repository';

/**
 * The rules of a sign-in through the OpenID Connect provider, apart from the queries: which account the
 * provider's person is, who may come in, and where the browser may be sent afterwards.
 */

/** Why a sign-in is refused: the code the person is sent back to /login with. */
export type OidcRefusal =
  'OIDC_EMAIL_MISSING' | 'OIDC_EMAIL_UNVERIFIED' | 'ACCOUNT_PENDING' | 'ACCOUNT_SUSPENDED';

export type LinkDecision =
  { action: 'link'; user: UserRow } | { action: 'create' } | { action: 'refuse'; code: OidcRefusal };

/** The provider's e-mail as accounts keep it (trimmed, lower case), when it is an address at all. */
export function emailOf(identity: Pick<OidcIdentity, 'email'>): string | undefined {
  const parsed = emailSchema.safeParse(identity.email ?? '');
  return parsed.success ? parsed.data : undefined;
}

/**
 * A person the provider names for the first time (no account linked to its subject yet), with the
 * account that has the same e-mail, if any. That account becomes theirs only when the provider says it
 * verified the address: otherwise whoever opens an account at the provider with someone's address could
 * take their account here. With no such account, a new one is opened, for a verified address only.
 */
export function linkDecision(
  identity: Pick<OidcIdentity, 'emailVerified'>,
  sameEmail: UserRow | undefined,
): LinkDecision {
  // Nor is an account opened under an address nobody verified: its owner could not sign up here later,
  // and a password reset would hand the account to them with the stranger's identity still linked.
  if (!identity.emailVerified) return { action: 'refuse', code: 'OIDC_EMAIL_UNVERIFIED' };
  return sameEmail ? { action: 'link', user: sameEmail } : { action: 'create' };
}

/** As for a password: an account waiting for approval, or suspended, does not sign in. */
export function signInRefusal(user: Pick<UserRow, 'status'>): OidcRefusal | undefined {
  if (user.status === 'pending') return 'ACCOUNT_PENDING';
  if (user.status === 'suspended') return 'ACCOUNT_SUSPENDED';
  return undefined;
}

const CONTROL_OR_BACKSLASH = /[\p{Cc}\\]/u;

/**
 * Where to land after signing in, from ?next=: a path of this site only. `//host/…` and `/\host` are
 * other sites to a browser, and control characters or backslashes have no business in a path; anything
 * else that is not a path is dropped too (the web app then opens the trips).
 */
export function safeNext(next: string | undefined): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return undefined;
  return CONTROL_OR_BACKSLASH.test(next) ? undefined : next;
}
