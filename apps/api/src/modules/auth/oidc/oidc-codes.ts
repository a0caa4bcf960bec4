import { createHmac, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { unauthenticated } from '../../../lib/errors';

const AUDIENCE = 'trilha:oidc-sign-in';
const LIFETIME_SECONDS = 60;

export interface SignInGrant {
  userId: string;
  /** The account's token version at the callback: a password reset or sign-out everywhere since voids it. */
  ver: number;
}

/**
 * The one-time code the callback hands the web app in the address's fragment (never the session token in
 * a URL): signed, for one account, valid 60 seconds and redeemed once. Redeemed codes are remembered in
 * this instance's memory until they expire (there is no table for them): behind several instances, a
 * code stolen within its minute could be redeemed once more on another instance.
 */
export function createOidcCodes(serverSecret: string, now: () => number = Date.now) {
  const key = createHmac('sha256', serverSecret).update('trilha oidc one-time codes').digest();
  /** Redeemed code ids and when each expires (ms). */
  const redeemed = new Map<string, number>();

  return {
    sign: ({ userId, ver }: SignInGrant) =>
      new SignJWT({ ver })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setAudience(AUDIENCE)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${LIFETIME_SECONDS}s`)
        .sign(key),

    /** The grant of a genuine, live code not redeemed before; otherwise 401 OIDC_CODE_INVALID. */
    async redeem(code: string): Promise<SignInGrant> {
      let payload;
      try {
        ({ payload } = await jwtVerify(code, key, {
          algorithms: ['HS256'],
          audience: AUDIENCE,
          requiredClaims: ['sub', 'exp', 'jti'],
        }));
      } catch {
        throw unauthenticated('OIDC_CODE_INVALID');
      }
      for (const [id, expiresAt] of redeemed) if (expiresAt <= now()) redeemed.delete(id);
      if (typeof payload.ver !== 'number' || redeemed.has(payload.jti!)) {
        throw unauthenticated('OIDC_CODE_INVALID');
      }
      redeemed.set(payload.jti!, payload.exp! * 1000);
      return { userId: payload.sub!, ver: payload.ver };
    },
  };
}

export type OidcCodes = ReturnType<typeof createOidcCodes>;
