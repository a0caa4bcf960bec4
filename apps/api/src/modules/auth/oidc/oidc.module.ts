import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OidcClient } from '../../../adapters/oidc/oidc-client';
import type { Database } from '../../../db/client';
import type { RateLimits } from '../../../plugins/rate-limits';
import type { AuthService } from '../auth.service';
import type { DeviceCookies } from '../device-cookies';
import { createOidcCodes } from './oidc-codes';
import { createOidcCookie } from './oidc-cookie';
import { oidcRoutes } from './oidc.routes';
import { createOidcService } from './oidc.service';

/** Sign-in with the OpenID Connect provider of OIDC_ISSUER (issue 34); 503 OIDC_UNAVAILABLE without one. */
export const oidcModule: FastifyPluginAsyncZod<{
  db: Database;
  client: OidcClient;
  auth: Pick<AuthService, 'signIn' | 'createAccount'>;
  appUrl: string;
  /** Keys the sign-in cookie and the one-time codes. */
  secret: string;
  limits: RateLimits;
  devices: DeviceCookies;
}> = async (app, { db, client, auth, appUrl, secret, limits, devices }) => {
  await app.register(oidcRoutes, {
    oidc: createOidcService({ db, client, auth, codes: createOidcCodes(secret), appUrl }),
    cookie: createOidcCookie({ secret, secure: appUrl.startsWith('https:') }),
    limits,
    devices,
  });
};
