import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OidcClient } from '../../adapters/oidc/oidc-client';
import type { Config } from '../../config/env';
import type { RateLimits } from '../../plugins/rate-limits';
import type { AdminService } from '../admin/admin.service';
import { authRoutes } from './auth.routes';
import { createAuthService, type AuthServiceDeps } from './auth.service';
import { createDeviceCookies } from './device-cookies';
import { oidcModule } from './oidc/oidc.module';
import { passkeysModule } from './passkeys/passkeys.module';
import { createChallengeSigner } from '../users/two-factor/challenges';
import { createTwoFactorService } from '../users/two-factor/two-factor.service';

/**
 * Sign-up, sign-in (password and Google, then the second factor when the account has one; passkeys) and
 * password resets, with the browsers' device cookies.
 */
export const authModule: FastifyPluginAsyncZod<
  Pick<AuthServiceDeps, 'db' | 'tokens' | 'mail' | 'google'> & {
    config: Pick<Config, 'appUrl' | 'signupApproval' | 'oidc'>;
    /** The OpenID Connect provider's client (off without OIDC_ISSUER). */
    oidc: OidcClient;
    /** Keys the device cookies. */
    secret: string;
    admin: Pick<AdminService, 'announcePending' | 'welcomeFirstAdmin'>;
    limits: RateLimits;
  }
> = async (app, { config, secret, admin, limits, oidc, ...deps }) => {
  const auth = createAuthService({
    ...deps,
    twoFactor: createTwoFactorService({ db: deps.db, secret }),
    challenges: createChallengeSigner(secret),
    appUrl: config.appUrl,
    signupApproval: config.signupApproval,
    oidcOnly: config.oidc?.only ?? false,
    announcePending: admin.announcePending,
    welcomeFirstAdmin: admin.welcomeFirstAdmin,
  });
  const devices = createDeviceCookies({ secret, secure: config.appUrl.startsWith('https:') });
  await app.register(authRoutes, { auth, limits, devices });
  await app.register(passkeysModule, {
    db: deps.db,
    appUrl: config.appUrl,
    session: auth.session,
    oidcOnly: config.oidc?.only ?? false,
    secret,
    limits,
    devices,
  });
  await app.register(oidcModule, {
    db: deps.db,
    client: oidc,
    auth,
    appUrl: config.appUrl,
    secret,
    limits,
    devices,
  });
};
