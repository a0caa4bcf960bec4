import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  backupCodesSchema,
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
} from '@trilha/shared';
import { actorOf } from '../../../plugins/auth';
import { limiter, type RateLimits } from '../../../plugins/rate-limits';
import type { TwoFactorService } from './two-factor.service';

/** The account's TOTP second factor (issue 34): enrol, confirm with a first code, turn off. */
export const twoFactorRoutes: FastifyPluginAsyncZod<{
  twoFactor: TwoFactorService;
  limits: RateLimits;
}> = async (app, { twoFactor, limits }) => {
  const tags = ['users'];
  // Open before enrolment: an account the platform requires a second factor of must be able to get one.
  const config = { beforeTwoFactor: true };
  // Codes and the password guessed by a stolen session are limited like the password checks.
  const codeCheck = limiter(app, 'two-factor-check', {
    ip: limits.passwordCheckPerIp,
    user: limits.passwordCheckPerUser,
  });

  app.get(
    '/users/two-factor',
    { config, schema: { tags, response: { 200: twoFactorStatusSchema } } },
    async (req) => twoFactor.status(actorOf(req)),
  );

  app.post(
    '/users/two-factor',
    {
      config,
      schema: {
        tags,
        description: 'Starts an enrolment: a new secret, its otpauth URI and QR code (SVG). Not enabled yet.',
        response: { 200: twoFactorEnrolmentSchema },
      },
    },
    async (req) => twoFactor.start(actorOf(req)),
  );

  app.post(
    '/users/two-factor/confirm',
    {
      config,
      preHandler: codeCheck,
      schema: {
        tags,
        description: 'Enables the second factor with a first code; answers the backup codes, only here.',
        body: twoFactorConfirmSchema,
        response: { 200: backupCodesSchema },
      },
    },
    async (req) => twoFactor.confirm(actorOf(req), req.body.code),
  );

  app.delete(
    '/users/two-factor',
    { preHandler: codeCheck, schema: { tags, body: twoFactorDisableSchema, response: { 204: z.null() } } },
    async (req, reply) => {
      await twoFactor.disable(actorOf(req), req.body);
      return reply.code(204).send(null);
    },
  );
};
