import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  MAX_PASSKEYS,
  type AuthResponse,
  type Passkey,
  type PasskeyOptions,
  type createPasskeySchema,
  type passkeyLoginSchema,
} from '@trilha/shared';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { badRequest, conflict, forbidden, notFound, unauthenticated } from '../../../lib/errors';
import type { Actor } from '../../../plugins/auth';
import type { SessionClient } from '../../users/sessions/sessions.service';
import { usersRepository } from '../../users/users.repository';
import type { AuthService } from '../auth.service';
import type { PasskeyChallenges } from './challenges';
import { authorizePasskey, authorizePasskeySignIn } from './passkeys.policy';
import { presentPasskey } from './passkeys.presenter';
import { passkeysRepository } from './passkeys.repository';

const RP_NAME = 'Trilha';

export interface PasskeysServiceDeps {
  db: Database;
  /** APP_URL: its host name is the relying party's id, its origin the one a ceremony may come from. */
  appUrl: string;
  challenges: PasskeyChallenges;
  /** The session of a sign-in, made as every sign-in method makes it (auth.service.ts). */
  session: AuthService['session'];
  /** OIDC_ONLY: the OpenID Connect provider is the only way in, so passkeys are neither made nor used. */
  oidcOnly?: boolean;
  now?: () => number;
}

/**
 * The WebAuthn library, loaded on the first passkey asked for: with its certificate parsers it is a few
 * hundred modules, which the server's idle memory need not hold for the people who never use one.
 */
const webauthn = () => import('@simplewebauthn/server');

/** Bytes as base64url, and back (a copy of their own: a Buffer may sit in a shared pool). */
const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const bytesOf = (text: string) => new Uint8Array(Buffer.from(text, 'base64url'));

/** The user handle a passkey carries: the account's id, as bytes of its text. */
const userHandleOf = (userId: string) => Buffer.from(userId, 'utf8').toString('base64url');

export function createPasskeysService({
  db,
  appUrl,
  challenges,
  session,
  oidcOnly = false,
  now = Date.now,
}: PasskeysServiceDeps) {
  const { hostname: rpID, origin } = new URL(appUrl);
  const assertOpen = () => {
    if (oidcOnly) throw forbidden('PASSWORD_SIGN_IN_DISABLED');
  };

  async function owned(actor: Actor, id: string) {
    const passkey = await passkeysRepository.find(db, id);
    authorizePasskey(actor, passkey);
    return passkey;
  }

  return {
    async list(actor: Actor): Promise<Passkey[]> {
      return (await passkeysRepository.listForUser(db, actor.id)).map(presentPasskey);
    },

    /** What the browser needs to create a passkey for this account, none of its own passkeys again. */
    async registrationOptions(actor: Actor): Promise<PasskeyOptions> {
      assertOpen();
      const existing = await passkeysRepository.listForUser(db, actor.id);
      if (existing.length >= MAX_PASSKEYS) throw conflict('PASSKEY_LIMIT_REACHED');
      const options = await (
        await webauthn()
      ).generateRegistrationOptions({
        rpName: RP_NAME,
        rpID,
        userName: actor.email,
        userDisplayName: actor.name,
        userID: bytesOf(userHandleOf(actor.id)),
        excludeCredentials: existing.map((passkey) => ({
          id: passkey.credentialId,
          transports: passkey.transports,
        })),
        // Discoverable, so signing in needs no e-mail; user verification where the device has it.
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      const challenge = await challenges.sign('registration', {
        challenge: options.challenge,
        userId: actor.id,
      });
      return { options: { ...options }, challenge };
    },

    async register(actor: Actor, input: z.output<typeof createPasskeySchema>): Promise<Passkey> {
      assertOpen();
      const issued = await challenges.verify('registration', input.challenge);
      if (!issued || issued.userId !== actor.id) throw badRequest('PASSKEY_CHALLENGE_EXPIRED');
      const verification = await (
        await webauthn()
      )
        .verifyRegistrationResponse({
          response: input.response as RegistrationResponseJSON,
          expectedChallenge: issued.challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: false,
        })
        .catch(() => undefined);
      if (!verification?.verified) throw badRequest('PASSKEY_REGISTRATION_FAILED');
      const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
      if (await passkeysRepository.findByCredentialId(db, credential.id)) throw conflict('PASSKEY_EXISTS');
      // A race of two registrations of one credential meets the unique index: 409 PASSKEY_EXISTS too.
      const row = await passkeysRepository.insert(db, {
        userId: actor.id,
        credentialId: credential.id,
        publicKey: base64url(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        name: input.name,
      });
      return presentPasskey(row);
    },

    async rename(actor: Actor, id: string, input: { name?: string }): Promise<Passkey> {
      const passkey = await owned(actor, id);
      if (input.name === undefined || input.name === passkey.name) return presentPasskey(passkey);
      const renamed = await passkeysRepository.rename(db, passkey.id, input.name);
      if (!renamed) throw notFound('PASSKEY');
      return presentPasskey(renamed);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const passkey = await owned(actor, id);
      await passkeysRepository.remove(db, passkey.id);
    },

    /** No credentials named: the browser offers the person the passkeys it holds for this site. */
    async signInOptions(): Promise<PasskeyOptions> {
      assertOpen();
      const options = await (
        await webauthn()
      ).generateAuthenticationOptions({
        rpID,
        allowCredentials: [],
        userVerification: 'required',
      });
      const challenge = await challenges.sign('sign-in', { challenge: options.challenge });
      return { options: { ...options }, challenge };
    },

    /**
     * A passkey is two factors at once (the device, and its user verification: PIN, fingerprint, face,
     * which is required here), so the account's TOTP code is not asked after it.
     */
    async signIn(
      input: z.output<typeof passkeyLoginSchema>,
      client: SessionClient = {},
    ): Promise<AuthResponse> {
      assertOpen();
      const issued = await challenges.verify('sign-in', input.challenge);
      if (!issued) throw unauthenticated('PASSKEY_CHALLENGE_EXPIRED');
      const passkey = await passkeysRepository.findByCredentialId(db, input.response.id);
      if (!passkey) throw unauthenticated('PASSKEY_NOT_RECOGNISED');
      const handle = input.response.response.userHandle;
      if (handle !== undefined && handle !== userHandleOf(passkey.userId)) {
        throw unauthenticated('PASSKEY_INVALID');
      }
      const verification = await (
        await webauthn()
      )
        .verifyAuthenticationResponse({
          response: input.response as AuthenticationResponseJSON,
          expectedChallenge: issued.challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          credential: {
            id: passkey.credentialId,
            publicKey: bytesOf(passkey.publicKey),
            counter: passkey.counter,
            transports: passkey.transports,
          },
          requireUserVerification: true,
        })
        .catch(() => undefined);
      if (!verification?.verified) throw unauthenticated('PASSKEY_INVALID');
      const user = await usersRepository.findById(db, passkey.userId);
      if (!user) throw unauthenticated('PASSKEY_NOT_RECOGNISED');
      authorizePasskeySignIn(user);
      const { newCounter, credentialBackedUp } = verification.authenticationInfo;
      return session(user, 'passkey', client, async (tx) => {
        const recorded = await passkeysRepository.recordUse(tx, passkey.id, {
          checkedCounter: passkey.counter,
          counter: newCounter,
          backedUp: credentialBackedUp,
          issuedAt: new Date(issued.issuedAt),
          at: new Date(Math.max(now(), issued.issuedAt)),
        });
        if (!recorded) throw unauthenticated('PASSKEY_CHALLENGE_EXPIRED');
      });
    },
  };
}

export type PasskeysService = ReturnType<typeof createPasskeysService>;
