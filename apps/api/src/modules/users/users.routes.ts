import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AI_USAGE_FEATURES,
  changePasswordSchema,
  deleteAccountSchema,
  profileSchema,
  remainingUsagesSchema,
  settingsSchema,
  updateProfileSchema,
  updateSettingsSchema,
  userSearchQuerySchema,
  userSearchResultSchema,
} from '@trilha/shared';
import { readBackFrom } from '../../lib/read-back';
import { actorOf, sessionIdOf } from '../../plugins/auth';
import { limiter, type RateLimits } from '../../plugins/rate-limits';
import type { UsersService } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService; limits: RateLimits }> = async (
  app,
  { users, limits },
) => {
  const tags = ['users'];
  // Both routes check the password: one set of counters, so a stolen session cannot guess it twice as fast.
  const passwordCheck = limiter(app, 'password-check', {
    ip: limits.passwordCheckPerIp,
    user: limits.passwordCheckPerUser,
  });

  app.get('/users/settings', { schema: { tags, response: { 200: settingsSchema } } }, async (req) =>
    users.settings(actorOf(req)),
  );

  app.put(
    '/users/settings',
    {
      schema: { tags, body: updateSettingsSchema, response: { 200: settingsSchema } },
      preValidation: readBackFrom(z.object({}), (_params, req) => users.settings(actorOf(req))),
    },
    async (req) => users.updateSettings(actorOf(req), req.body),
  );

  app.get(
    '/users/search',
    {
      schema: {
        tags,
        querystring: userSearchQuerySchema,
        response: { 200: z.array(userSearchResultSchema) },
      },
    },
    async (req) => users.search(actorOf(req), req.query.query),
  );

  app.get('/users/profile', { schema: { tags, response: { 200: profileSchema } } }, async (req) =>
    users.profile(actorOf(req)),
  );

  app.put(
    '/users/profile',
    {
      schema: { tags, body: updateProfileSchema, response: { 200: profileSchema } },
      preValidation: readBackFrom(z.object({}), (_params, req) => users.profile(actorOf(req))),
    },
    async (req) => users.updateProfile(actorOf(req), req.body),
  );

  app.put(
    '/users/password',
    {
      preHandler: passwordCheck,
      schema: { tags, body: changePasswordSchema, response: { 200: z.object({ token: z.string() }) } },
    },
    async (req) => users.changePassword(actorOf(req), req.body, sessionIdOf(req)),
  );

  app.get(
    '/users/remaining-usages/:feature',
    {
      schema: {
        tags,
        params: z.object({ feature: z.enum(AI_USAGE_FEATURES, { error: 'validation.invalidChoice' }) }),
        response: { 200: remainingUsagesSchema },
      },
    },
    async (req) => users.remainingUsages(actorOf(req), req.params.feature),
  );

  app.delete(
    '/users/me',
    { preHandler: passwordCheck, schema: { tags, body: deleteAccountSchema, response: { 204: z.null() } } },
    async (req, reply) => {
      await users.deleteAccount(actorOf(req), req.body.password);
      return reply.code(204).send(null);
    },
  );
};
