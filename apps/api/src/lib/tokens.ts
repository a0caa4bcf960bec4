import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { tokenPayloadSchema, type TokenPayload } from '@trilha/shared';
import { unauthenticated } from './errors';

const TOKEN_LIFETIME = '7d';

export interface TokenSigner {
  sign(payload: Omit<TokenPayload, 'iat' | 'exp'>): Promise<string>;
  verify(token: string): Promise<TokenPayload>;
}

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (payload) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(key),
    async verify(token) {
      try {
        // Only HS256: `alg: none` and every other algorithm are refused.
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
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
