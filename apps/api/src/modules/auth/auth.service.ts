import {
  DEFAULT_LANGUAGE,
  toLanguage,
  type AuthResponse,
  type Language,
  type LoginResponse,
  type RegisterResponse,
  type SessionMethod,
} from '@trilha/shared';
import type { Database, Executor } from '../../db/client';
import type { MailQueue } from '../mail/mail-queue';
import { passwordResetMail } from '../../adapters/mail/templates';
import type { GoogleVerifier } from '../../adapters/google/google-id-token';
import { AppError, badRequest, forbidden, unauthenticated } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { randomToken, sha256 } from '../../lib/secrets';
import type { TokenSigner } from '../../lib/tokens';
import { usersRepository, type ActorRow, type NewUserRow, type UserRow } from '../users/users.repository';
import { presentUser, tokenPayloadFor } from '../users/users.presenter';
import { sessionsRepository } from '../users/sessions/sessions.repository';
import { startSession, type SessionClient } from '../users/sessions/sessions.service';
import type { ChallengeSigner } from '../users/two-factor/challenges';
import type { SecondFactor, TwoFactorService } from '../users/two-factor/two-factor.service';
import { authRepository } from './auth.repository';
import { passwordResetsRepository } from './password-resets.repository';

const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export interface AuthServiceDeps {
  db: Database;
  tokens: TokenSigner;
  mail: MailQueue;
  google: GoogleVerifier;
  twoFactor: Pick<TwoFactorService, 'isEnabled' | 'verifySignIn'>;
  challenges: ChallengeSigner;
  appUrl: string;
  signupApproval: boolean;
  /** OIDC_ONLY: the OpenID Connect provider is the only way in (no password, sign-up, reset nor Google). */
  oidcOnly?: boolean;
  /** Tells the administrators of a sign-up waiting for their approval. */
  announcePending?: (user: Pick<UserRow, 'name' | 'email'>) => Promise<void>;
  welcomeFirstAdmin?: (user: Pick<UserRow, 'id'>) => Promise<void>;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, tokens } = deps;

  /**
   * A signed-in session: a user_sessions row whose id the token carries. The sign-in is recorded, which
   * also ends any agency's right to edit the account; `first` runs in the same transaction (the second
   * factor spent by this sign-in).
   */
  async function session(
    user: UserRow,
    method: SessionMethod,
    client: SessionClient,
    first?: (tx: Executor) => Promise<void>,
  ): Promise<AuthResponse> {
    const sid = await db.transaction(async (tx) => {
      await first?.(tx);
      await usersRepository.update(tx, user.id, { lastSignInAt: new Date() });
      return (await startSession(tx, user.id, method, client)).id;
    });
    return { user: presentUser(user), token: await tokens.sign({ ...tokenPayloadFor(user), sid }) };
  }

  /** The password (or Google) has passed: a session, or first the second factor when the account has one. */
  async function signIn(user: UserRow, method: SessionMethod, client: SessionClient): Promise<LoginResponse> {
    assertMaySignIn(user);
    if (await deps.twoFactor.isEnabled(user.id)) {
      const challenge = await deps.challenges.sign({ userId: user.id, method, ver: user.tokenVersion });
      return { twoFactorRequired: true, challenge };
    }
    return session(user, method, client);
  }

  /**
   * Inserts an account; the very first one becomes the platform admin. A pending one is announced.
   * `then` runs in the same transaction (an OpenID Connect sign-in links its identity).
   */
  async function createAccount(
    values: Omit<NewUserRow, 'role' | 'status'>,
    then?: (tx: Executor, user: UserRow) => Promise<void>,
  ): Promise<UserRow> {
    const user = await db.transaction(async (tx) => {
      // Two simultaneous first sign-ups must not both become admin.
      await authRepository.lockFirstAccount(tx);
      const isFirst = (await usersRepository.count(tx)) === 0;
      const created = await usersRepository.insert(tx, {
        ...values,
        role: isFirst ? 'admin' : 'user',
        status: isFirst || !deps.signupApproval ? 'active' : 'pending',
      });
      await then?.(tx, created);
      return created;
    });
    if (user.status === 'pending') await deps.announcePending?.(user);
    if (user.role === 'admin') await deps.welcomeFirstAdmin?.(user);
    return user;
  }

  /** With OIDC_ONLY every way in but the OpenID Connect provider is closed. */
  function assertPasswordsAllowed(): void {
    if (deps.oidcOnly) throw forbidden('PASSWORD_SIGN_IN_DISABLED');
  }

  function assertMaySignIn(user: UserRow): void {
    if (user.status === 'pending') throw forbidden('ACCOUNT_PENDING');
    if (user.status === 'suspended') throw forbidden('ACCOUNT_SUSPENDED');
  }

  return {
    async register(
      input: { name: string; email: string; password: string; language?: string },
      client: SessionClient = {},
    ): Promise<RegisterResponse> {
      assertPasswordsAllowed();
      const passwordHash = await hashPassword(input.password);
      const user = await createAccount({
        name: input.name,
        email: input.email,
        passwordHash,
        language: toLanguage(input.language) ?? DEFAULT_LANGUAGE,
      });
      if (user.status === 'pending') return { user: presentUser(user), pending: true };
      return session(user, 'password', client);
    },

    async login(
      input: { email: string; password: string },
      client: SessionClient = {},
    ): Promise<LoginResponse> {
      assertPasswordsAllowed();
      const user = await usersRepository.findByEmail(db, input.email);
      // Same answer, and the same hashing work, for an unknown e-mail and a wrong password.
      const valid = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !valid) throw unauthenticated('INVALID_CREDENTIALS');
      return signIn(user, 'password', client);
    },

    /** The second step: the challenge of the first with a code of the app or one backup code. */
    async loginWithTwoFactor(
      input: SecondFactor & { challenge: string },
      client: SessionClient = {},
    ): Promise<AuthResponse> {
      const challenge = await deps.challenges.verify(input.challenge);
      const user = await usersRepository.findById(db, challenge.userId);
      // A password reset (or sign-out everywhere) since the first step voids its challenge.
      if (!user || user.tokenVersion !== challenge.ver) throw unauthenticated('TWO_FACTOR_CHALLENGE_INVALID');
      assertMaySignIn(user);
      return session(user, challenge.method, client, (tx) =>
        deps.twoFactor.verifySignIn(tx, user.id, { code: input.code, backupCode: input.backupCode }),
      );
    },

    async loginWithGoogle(
      idToken: string,
      language: Language | undefined,
      client: SessionClient = {},
    ): Promise<LoginResponse> {
      assertPasswordsAllowed();
      const identity = await deps.google.verify(idToken);
      let user = await usersRepository.findByGoogleSub(db, identity.sub);
      if (!user) {
        const byEmail = await usersRepository.findByEmail(db, identity.email);
        // Google has verified the address, so an existing account with it is the same person.
        user = byEmail
          ? await usersRepository.update(db, byEmail.id, { googleSub: identity.sub })
          : await createAccount({
              name: identity.name,
              email: identity.email,
              googleSub: identity.sub,
              language: language ?? DEFAULT_LANGUAGE,
            });
      }
      if (!user) throw unauthenticated('GOOGLE_TOKEN_INVALID');
      return signIn(user, 'google', client);
    },

    async requestPasswordReset(email: string): Promise<void> {
      assertPasswordsAllowed();
      const user = await usersRepository.findByEmail(db, email);
      if (!user || user.status === 'suspended') return;
      const token = randomToken();
      const link = `${deps.appUrl}/reset-password/${token}`;
      const mail = passwordResetMail(user.language, user.name, link);
      // The link and its mail are kept together or not at all; the worker sends it after the answer, so
      // the mail server's speed says nothing about the account.
      await db.transaction(async (tx) => {
        await passwordResetsRepository.insert(
          tx,
          user.id,
          sha256(token),
          new Date(Date.now() + RESET_TOKEN_LIFETIME_MS),
        );
        await deps.mail.message(tx, { to: user.email, ...mail });
      });
    },

    async resetPassword(token: string, password: string): Promise<void> {
      assertPasswordsAllowed();
      const passwordHash = await hashPassword(password);
      const changed = await db.transaction(async (tx) => {
        const userId = await passwordResetsRepository.consume(tx, sha256(token));
        if (!userId) return false;
        // Setting a password claims the account as much as signing in does (an agency's invitation link).
        await usersRepository.bumpTokenVersion(tx, userId, { passwordHash, lastSignInAt: new Date() });
        await sessionsRepository.revokeAll(tx, userId);
        await passwordResetsRepository.deleteForUser(tx, userId);
        return true;
      });
      if (!changed) throw badRequest('RESET_TOKEN_INVALID');
    },

    async logoutEverywhere(actor: ActorRow): Promise<void> {
      const user = await db.transaction(async (tx) => {
        await sessionsRepository.revokeAll(tx, actor.id);
        return usersRepository.bumpTokenVersion(tx, actor.id);
      });
      if (!user) throw new AppError(401, 'UNAUTHENTICATED');
    },

    /** The account a challenge is for (the second step's rate limits count per account), if genuine. */
    challengeUser: async (challenge: string): Promise<string | undefined> =>
      (await deps.challenges.verify(challenge).catch(() => undefined))?.userId,

    /** Ends the current session (a token from before sessions has none: it lives until it expires). */
    async logout(sessionId: string | undefined): Promise<void> {
      if (sessionId) await sessionsRepository.revoke(db, sessionId);
    },

    session,
    /** For the other ways in (OpenID Connect): status checks, then the second factor or a session. */
    signIn,
    createAccount,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
