import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimits } from '../../../plugins/rate-limits';
import type { DeviceCookies } from '../device-cookies';
import { createPasskeyChallenges } from './challenges';
import { passkeysRoutes } from './passkeys.routes';
import { createPasskeysService, type PasskeysServiceDeps } from './passkeys.service';

/** Passkeys: the account's own, and signing in with one (a session like any other sign-in's). */
export const passkeysModule: FastifyPluginAsyncZod<
  Pick<PasskeysServiceDeps, 'db' | 'appUrl' | 'session' | 'oidcOnly'> & {
    /** Keys the challenge tokens. */
    secret: string;
    limits: RateLimits;
    devices: DeviceCookies;
  }
> = async (app, { secret, limits, devices, ...deps }) => {
  await app.register(passkeysRoutes, {
    passkeys: createPasskeysService({ ...deps, challenges: createPasskeyChallenges(secret) }),
    limits,
    devices,
  });
};
