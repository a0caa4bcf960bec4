import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { tokenPayloadSchema, type TokenPayload } from '@trilha/shared';
import { unauthenticated } from './errors';

/** A session token's lifetime (API.md: 7 days); a session older than this has no live token. */
export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** How many verified tokens are remembered (a few MB at most); the oldest is forgotten first. */
const VERIFIED_TOKENS = 10_000;

export interface TokenSigner {
  sign(payload: Omit<TokenPayload, 'iat' | 'exp'>): Promise<string>;
  verify(token: string): Promise<TokenPayload>;
}

export function createTokenSigner(secret: string): TokenSigner {
  // Imported once: handing jose raw bytes would import the key again on every request (measured by
  // `npm run bench` as the largest cost of an authenticated call).
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // A session sends the same token with every request: once its signature and payload have been checked,
  // the exact same text needs no HMAC and no parsing again until it expires. Revocation is unaffected: the
  // auth hook still compares the payload's token version and the account's status with the database.
  const verified = new Map<string, Readonly<TokenPayload>>();
  const remember = (token: string, payload: TokenPayload) => {
    if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
    const frozen = Object.freeze({ ...payload, settings: Object.freeze({ ...payload.settings }) });
    verified.set(token, frozen);
    return frozen;
  };
  return {
    sign: async (payload) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_LIFETIME_MS / 1000}s`)
        .sign(await key),
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if ((known.exp ?? 0) > Date.now() / 1000) return known;
        verified.delete(token);
        throw unauthenticated('TOKEN_EXPIRED');
      }
      try {
        // Only HS256: `alg: none` and every other algorithm are refused. Every token this server signs
        // carries `iat` and `exp`: one without them (signed with a leaked secret, or by an old build) would
        // never expire, so it is no session at all.
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          requiredClaims: ['iat', 'exp'],
        });
        const parsed = tokenPayloadSchema.safeParse(payload);
        if (!parsed.success) throw unauthenticated('UNAUTHENTICATED');
        return remember(token, parsed.data);
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw unauthenticated('TOKEN_EXPIRED');
        throw unauthenticated('UNAUTHENTICATED');
      }
    },
  };
}
