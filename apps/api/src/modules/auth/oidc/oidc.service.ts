import {
  DEFAULT_LANGUAGE,
  NAME_MAX_LENGTH,
  OIDC_ERROR_PARAM,
  type Language,
  type LoginResponse,
} from '@trilha/shared';
import type { OidcClient, OidcIdentity } from '../../../adapters/oidc/oidc-client';
import type { Database } from '../../../db/client';
import { AppError, forbidden, unauthenticated } from '../../../lib/errors';
import type { SessionClient } from '../../users/sessions/sessions.service';
import { usersRepository, type UserRow } from '../../users/users.repository';
import type { AuthService } from '../auth.service';
import type { OidcCodes } from './oidc-codes';
import type { PendingSignIn } from './oidc-cookie';
import { emailOf, linkDecision, safeNext, signInRefusal } from './oidc.policy';
import { identitiesRepository } from './oidc.repository';

export interface OidcServiceDeps {
  db: Database;
  client: OidcClient;
  auth: Pick<AuthService, 'signIn' | 'createAccount'>;
  codes: OidcCodes;
  appUrl: string;
}

/** The account's name from the provider's `name`, or the e-mail's local part when it gives none. */
const nameFor = (identity: OidcIdentity, email: string) =>
  (identity.name ?? email.split('@')[0]!).slice(0, NAME_MAX_LENGTH);

/** Sign-in with the OpenID Connect provider (OIDC_ISSUER): start, callback and the one-time code's exchange. */
export function createOidcService(deps: OidcServiceDeps) {
  const { db } = deps;
  const redirectUri = `${deps.appUrl}/api/auth/oidc/callback`;

  function assertEnabled(): void {
    if (!deps.client.enabled) throw new AppError(503, 'OIDC_UNAVAILABLE');
  }

  /** The account of the provider's person: by its subject, else linked or opened by its e-mail. */
  async function accountOf(identity: OidcIdentity, language: Language | undefined): Promise<UserRow> {
    const key = { issuer: identity.issuer, subject: identity.subject };
    const linked = await identitiesRepository.findUser(db, key);
    if (linked) {
      // The e-mail may have changed at the provider: the subject is who they are.
      await identitiesRepository.touch(db, linked.id, emailOf(identity));
      return linked.user;
    }
    const email = emailOf(identity);
    if (!email) throw forbidden('OIDC_EMAIL_MISSING');
    const decision = linkDecision(identity, await usersRepository.findByEmail(db, email));
    if (decision.action === 'refuse') throw forbidden(decision.code);
    if (decision.action === 'link') {
      await identitiesRepository.link(db, decision.user.id, key, email);
      return decision.user;
    }
    // As a Google sign-up: no password, and sign-up approval applies.
    return deps.auth.createAccount(
      { name: nameFor(identity, email), email, language: language ?? DEFAULT_LANGUAGE },
      (tx, user) => identitiesRepository.link(tx, user.id, key, email),
    );
  }

  return {
    /** The provider's authorization URL, and what the sign-in cookie keeps until the browser is back. */
    async start(input: {
      next?: string;
      language?: Language;
    }): Promise<{ url: string; pending: PendingSignIn }> {
      assertEnabled();
      const { url, checks } = await deps.client.authorize(redirectUri);
      return { url, pending: { ...checks, next: safeNext(input.next), language: input.language } };
    },

    /**
     * The provider's answer (the callback's query string) with the cookie's pending sign-in: the web
     * app's /login/oidc with a one-time code in the fragment. Refusals throw; `failure` says where to go.
     */
    async callback(search: string, pending: PendingSignIn | undefined): Promise<string> {
      assertEnabled();
      // The state first: an answer to a sign-in this browser did not start is never taken.
      if (!pending || new URLSearchParams(search).get('state') !== pending.state) {
        throw new AppError(400, 'OIDC_STATE_INVALID');
      }
      const identity = await deps.client.finish(new URL(`${redirectUri}${search}`), pending);
      const user = await accountOf(identity, pending.language);
      const refusal = signInRefusal(user);
      if (refusal) throw forbidden(refusal);
      const code = await deps.codes.sign({ userId: user.id, ver: user.tokenVersion });
      const fragment = new URLSearchParams({ code, ...(pending.next ? { next: pending.next } : {}) });
      return `${deps.appUrl}/login/oidc#${fragment}`;
    },

    /** Where a refused callback sends the browser: /login, saying why. */
    failure(error: unknown): string {
      const code = error instanceof AppError ? error.code : 'OIDC_FAILED';
      return `${deps.appUrl}/login?${new URLSearchParams({ [OIDC_ERROR_PARAM]: code })}`;
    },

    /**
     * The one-time code for a session, as a password sign-in answers: the second factor's challenge when
     * the account has one (whatever the provider asked), and the account's status checked again.
     */
    async exchange(code: string, client: SessionClient): Promise<LoginResponse> {
      assertEnabled();
      const grant = await deps.codes.redeem(code);
      const user = await usersRepository.findById(db, grant.userId);
      if (!user || user.tokenVersion !== grant.ver) throw unauthenticated('OIDC_CODE_INVALID');
      return deps.auth.signIn(user, 'oidc', client);
    },
  };
}

export type OidcService = ReturnType<typeof createOidcService>;
