import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import cookie from '@fastify/cookie';
import {
  authResponseSchema,
  googleLoginSchema,
  loginSchema,
  messageSchema,
  registerResponseSchema,
  registerSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  translate,
  userSchema,
} from '@trilha/shared';
import { actorOf } from '../../plugins/auth';
import { limiter, type RateLimits } from '../../plugins/rate-limits';
import { requestLanguage } from '../../lib/language';
import { presentUser } from '../users/users.presenter';
import type { AuthService } from './auth.service';
import type { DeviceCookies } from './device-cookies';
import { signInLimits } from './sign-in-limits';

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  limits: RateLimits;
  devices: DeviceCookies;
}> = async (app, { auth, limits, devices }) => {
  const tags = ['auth'];
  const publicRoute = { public: true };
  // Cookies are read here only: the device cookies' path is /api/auth.
  await app.register(cookie);
  const throttle = signInLimits(app, devices, limits);
  /** The browser that just signed in becomes one of the account's devices. */
  const trusted = <T extends { user: { email: string }; token?: string }>(
    reply: FastifyReply,
    session: T,
  ) => {
    if (session.token) devices.trust(reply, session.user.email);
    return session;
  };

  app.post(
    '/auth/register',
    {
      config: publicRoute,
      preHandler: limiter(app, 'register', { ip: limits.registerPerIp }),
      schema: { tags, body: registerSchema, response: { 201: registerResponseSchema } },
    },
    async (req, reply) => reply.code(201).send(trusted(reply, await auth.register(req.body))),
  );

  app.post(
    '/auth/login',
    {
      config: publicRoute,
      preHandler: throttle.login,
      schema: { tags, body: loginSchema, response: { 200: authResponseSchema } },
    },
    async (req, reply) => trusted(reply, await auth.login(req.body)),
  );

  app.post(
    '/auth/google',
    {
      config: publicRoute,
      preHandler: limiter(app, 'google', { ip: limits.loginPerIp }),
      schema: { tags, body: googleLoginSchema, response: { 200: authResponseSchema } },
    },
    async (req, reply) => trusted(reply, await auth.loginWithGoogle(req.body.idToken, req.body.language)),
  );

  app.post(
    '/auth/request-password-reset',
    {
      config: publicRoute,
      preHandler: throttle.resetRequest,
      schema: { tags, body: requestPasswordResetSchema, response: { 202: messageSchema } },
    },
    async (req, reply) => {
      await auth.requestPasswordReset(req.body.email);
      return reply.code(202).send({ message: translate('messages.resetRequested', requestLanguage(req)) });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: publicRoute,
      preHandler: limiter(app, 'reset', { ip: limits.resetPerIp }),
      schema: { tags, body: resetPasswordSchema, response: { 200: messageSchema } },
    },
    async (req) => {
      await auth.resetPassword(req.body.token, req.body.password);
      return { message: translate('messages.passwordReset', requestLanguage(req)) };
    },
  );

  app.get('/auth/me', { schema: { tags, response: { 200: userSchema } } }, async (req) =>
    presentUser(actorOf(req)),
  );

  app.post('/auth/logout-all', { schema: { tags, response: { 204: z.null() } } }, async (req, reply) => {
    await auth.logoutEverywhere(actorOf(req));
    return reply.code(204).send(null);
  });
};
