import { createRemoteJWKSet, jwtVerify } from 'jose';
import { serviceUnavailable, unauthenticated } from '../../lib/errors';

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
}

export interface GoogleVerifier {
  readonly enabled: boolean;
  verify(idToken: string): Promise<GoogleIdentity>;
}

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** Checks a Google ID token's signature against Google's published keys, its audience and issuer. */
export function createGoogleVerifier(clientId: string | undefined, jwksUrl: string): GoogleVerifier {
  if (!clientId) {
    return {
      enabled: false,
      verify: () => Promise.reject(serviceUnavailable('GOOGLE')),
    };
  }
  const keys = createRemoteJWKSet(new URL(jwksUrl));
  return {
    enabled: true,
    async verify(idToken) {
      try {
        const { payload } = await jwtVerify(idToken, keys, {
          audience: clientId,
          issuer: GOOGLE_ISSUERS,
          algorithms: ['RS256'],
        });
        const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : undefined;
        if (!payload.sub || !email || payload.email_verified !== true) throw new Error('unverified e-mail');
        const name =
          typeof payload.name === 'string' && payload.name.trim()
            ? payload.name.trim()
            : email.split('@')[0]!;
        return { sub: payload.sub, email, name };
      } catch {
        throw unauthenticated('GOOGLE_TOKEN_INVALID');
      }
    },
  };
}
