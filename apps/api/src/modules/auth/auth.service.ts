import {
  DEFAULT_LANGUAGE,
  toLanguage,
  type AuthResponse,
  type Language,
  type RegisterResponse,
} from '@trilha/shared';
import type { Database } from '../../db/client';
import type { MailQueue } from '../mail/mail-queue';
import { passwordResetMail } from '../../adapters/mail/templates';
import type { GoogleVerifier } from '../../adapters/google/google-id-token';
import { AppError, badRequest, forbidden, unauthenticated } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { randomToken, sha256 } from '../../lib/secrets';
import type { TokenSigner } from '../../lib/tokens';
import { usersRepository, type ActorRow, type NewUserRow, type UserRow } from '../users/users.repository';
import { presentUser, tokenPayloadFor } from '../users/users.presenter';
import { authRepository } from './auth.repository';
import { passwordResetsRepository } from './password-resets.repository';

const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export interface AuthServiceDeps {
  db: Database;
  tokens: TokenSigner;
  mail: MailQueue;
  google: GoogleVerifier;
  appUrl: string;
  signupApproval: boolean;
  /** Tells the administrators of a sign-up waiting for their approval. */
  announcePending?: (user: Pick<UserRow, 'name' | 'email'>) => Promise<void>;
  welcomeFirstAdmin?: (user: Pick<UserRow, 'id'>) => Promise<void>;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, tokens } = deps;

  /** A signed-in session; the sign-in is recorded, which also ends any agency's right to edit the account. */
  async function session(user: UserRow): Promise<AuthResponse> {
    await usersRepository.update(db, user.id, { lastSignInAt: new Date() });
    return { user: presentUser(user), token: await tokens.sign(tokenPayloadFor(user)) };
  }

  /** Inserts an account; the very first one becomes the platform admin. A pending one is announced. */
  async function createAccount(values: Omit<NewUserRow, 'role' | 'status'>): Promise<UserRow> {
    const user = await db.transaction(async (tx) => {
      // Two simultaneous first sign-ups must not both become admin.
      await authRepository.lockFirstAccount(tx);
      const isFirst = (await usersRepository.count(tx)) === 0;
      return usersRepository.insert(tx, {
        ...values,
        role: isFirst ? 'admin' : 'user',
        status: isFirst || !deps.signupApproval ? 'active' : 'pending',
      });
    });
    if (user.status === 'pending') await deps.announcePending?.(user);
    if (user.role === 'admin') await deps.welcomeFirstAdmin?.(user);
    return user;
  }

  function assertMaySignIn(user: UserRow): void {
    if (user.status === 'pending') throw forbidden('ACCOUNT_PENDING');
    if (user.status === 'suspended') throw forbidden('ACCOUNT_SUSPENDED');
  }

  return {
    async register(input: {
      name: string;
      email: string;
      password: string;
      language?: string;
    }): Promise<RegisterResponse> {
      const passwordHash = await hashPassword(input.password);
      const user = await createAccount({
        name: input.name,
        email: input.email,
        passwordHash,
        language: toLanguage(input.language) ?? DEFAULT_LANGUAGE,
      });
      if (user.status === 'pending') return { user: presentUser(user), pending: true };
      return session(user);
    },

    async login(input: { email: string; password: string }): Promise<AuthResponse> {
      const user = await usersRepository.findByEmail(db, input.email);
      // Same answer, and the same hashing work, for an unknown e-mail and a wrong password.
      const valid = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !valid) throw unauthenticated('INVALID_CREDENTIALS');
      assertMaySignIn(user);
      return session(user);
    },

    async loginWithGoogle(idToken: string, language: Language | undefined): Promise<AuthResponse> {
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
      assertMaySignIn(user);
      return session(user);
    },

    async requestPasswordReset(email: string): Promise<void> {
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
      const passwordHash = await hashPassword(password);
      const changed = await db.transaction(async (tx) => {
        const userId = await passwordResetsRepository.consume(tx, sha256(token));
        if (!userId) return false;
        // Setting a password claims the account as much as signing in does (an agency's invitation link).
        await usersRepository.bumpTokenVersion(tx, userId, { passwordHash, lastSignInAt: new Date() });
        await passwordResetsRepository.deleteForUser(tx, userId);
        return true;
      });
      if (!changed) throw badRequest('RESET_TOKEN_INVALID');
    },

    async logoutEverywhere(actor: ActorRow): Promise<void> {
      const user = await usersRepository.bumpTokenVersion(db, actor.id);
      if (!user) throw new AppError(401, 'UNAUTHENTICATED');
    },

    session,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
