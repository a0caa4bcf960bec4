import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/env';
import type { RateLimits } from '../../plugins/rate-limits';
import type { AdminService } from '../admin/admin.service';
import { authRoutes } from './auth.routes';
import { createAuthService, type AuthServiceDeps } from './auth.service';
import { createDeviceCookies } from './device-cookies';
import { createChallengeSigner } from '../users/two-factor/challenges';
import { createTwoFactorService } from '../users/two-factor/two-factor.service';

/**
 * Sign-up, sign-in (password and Google, then the second factor when the account has one) and password
 * resets, with the browsers' device cookies.
 */
export const authModule: FastifyPluginAsyncZod<
  Pick<AuthServiceDeps, 'db' | 'tokens' | 'mail' | 'google'> & {
    config: Pick<Config, 'appUrl' | 'signupApproval'>;
    /** Keys the device cookies. */
    secret: string;
    admin: Pick<AdminService, 'announcePending' | 'welcomeFirstAdmin'>;
    limits: RateLimits;
  }
> = async (app, { config, secret, admin, limits, ...deps }) => {
  await app.register(authRoutes, {
    auth: createAuthService({
      ...deps,
      twoFactor: createTwoFactorService({ db: deps.db, secret }),
      challenges: createChallengeSigner(secret),
      appUrl: config.appUrl,
      signupApproval: config.signupApproval,
      announcePending: admin.announcePending,
      welcomeFirstAdmin: admin.welcomeFirstAdmin,
    }),
    limits,
    devices: createDeviceCookies({ secret, secure: config.appUrl.startsWith('https:') }),
  });
};
