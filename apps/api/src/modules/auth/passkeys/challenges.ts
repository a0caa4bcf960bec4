import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** How long the browser's prompt may take: the challenge is refused after it. */
const CHALLENGE_LIFETIME_SECONDS = 5 * 60;

export type Ceremony = 'registration' | 'sign-in';
const audienceOf = (ceremony: Ceremony) => `trilha:passkey-${ceremony}`;

export interface IssuedChallenge {
  /** The WebAuthn challenge (base64url) the browser's answer must carry. */
  challenge: string;
  /** A registration's: the account adding the passkey. */
  userId?: string;
  /** When it was issued (ms): a passkey used since cannot answer it (passkeysRepository.recordUse). */
  issuedAt: number;
}

/**
 * The challenge of a WebAuthn ceremony, kept by the browser instead of the server: signed, valid 5
 * minutes, so whichever instance receives the answer can check it. Keyed apart from the session tokens
 * and the second factor's challenges, and per ceremony, so none passes for another.
 */
export function createPasskeyChallenges(serverSecret: string, now: () => number = Date.now) {
  const key = createHmac('sha256', serverSecret).update('trilha passkey challenges').digest();
  return {
    sign(ceremony: Ceremony, { challenge, userId }: { challenge: string; userId?: string }): Promise<string> {
      const at = now();
      const seconds = Math.floor(at / 1000);
      const jwt = new SignJWT({ challenge, at })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(audienceOf(ceremony))
        .setIssuedAt(seconds)
        .setExpirationTime(seconds + CHALLENGE_LIFETIME_SECONDS);
      if (userId) jwt.setSubject(userId);
      return jwt.sign(key);
    },

    /** The challenge, or undefined when forged, expired, malformed or another ceremony's. */
    async verify(ceremony: Ceremony, token: string): Promise<IssuedChallenge | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: audienceOf(ceremony),
          requiredClaims: ['exp'],
          currentDate: new Date(now()),
        });
        if (typeof payload.challenge !== 'string' || typeof payload.at !== 'number') return undefined;
        return { challenge: payload.challenge, userId: payload.sub, issuedAt: payload.at };
      } catch {
        return undefined;
      }
    },
  };
}

export type PasskeyChallenges = ReturnType<typeof createPasskeyChallenges>;
