import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { SessionMethod } from '@trilha/shared';
import { unauthenticated } from '../../../lib/errors';

/** How long the second step of a sign-in may wait for its code. */
const CHALLENGE_LIFETIME = '5m';
const AUDIENCE = 'trilha:two-factor';

export interface Challenge {
  userId: string;
  method: SessionMethod;
  /** The account's token version when the password was checked: a reset since voids the challenge. */
  ver: number;
}

/**
 * The signed proof that the first step of a sign-in (password, Google) passed, handed to the second
 * (POST /auth/login/two-factor). Keyed apart from the session tokens, so one can never pass for the other.
 */
export function createChallengeSigner(serverSecret: string) {
  const key = createHmac('sha256', serverSecret).update('trilha two-factor challenges').digest();
  return {
    sign: ({ userId, method, ver }: Challenge) =>
      new SignJWT({ method, ver })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(CHALLENGE_LIFETIME)
        .sign(key),

    /** The challenge's content, or 401 TWO_FACTOR_CHALLENGE_INVALID (forged, expired, malformed). */
    async verify(challenge: string): Promise<Challenge> {
      try {
        const { payload } = await jwtVerify(challenge, key, {
          algorithms: ['HS256'],
          audience: AUDIENCE,
          requiredClaims: ['sub', 'exp'],
        });
        if (typeof payload.method !== 'string' || typeof payload.ver !== 'number') throw new Error('shape');
        return { userId: payload.sub!, method: payload.method as SessionMethod, ver: payload.ver };
      } catch {
        throw unauthenticated('TWO_FACTOR_CHALLENGE_INVALID');
      }
    },
  };
}

export type ChallengeSigner = ReturnType<typeof createChallengeSigner>;
