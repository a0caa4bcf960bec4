import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { tokenPayloadSchema, type TokenPayload } from '@trilha/shared';
import { unauthenticated } from './errors';

const TOKEN_LIFETIME = '7d';

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
  return {
    sign: async (payload) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(await key),
    async verify(token) {
      try {
        // Only HS256: `alg: none` and every other algorithm are refused.
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        const parsed = tokenPayloadSchema.safeParse(payload);
        if (!parsed.success) throw unauthenticated('UNAUTHENTICATED');
        return parsed.data;
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw unauthenticated('TOKEN_EXPIRED');
        throw unauthenticated('UNAUTHENTICATED');
      }
    },
  };
}
