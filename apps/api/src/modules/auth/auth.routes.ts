import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import cookie from '@fastify/cookie';
import {
  authResponseSchema,
  googleLoginSchema,
  loginResponseSchema,
  loginSchema,
  messageSchema,
  registerResponseSchema,
  registerSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  translate,
  twoFactorLoginSchema,
  userSchema,
} from '@trilha/shared';
import { actorOf, sessionIdOf } from '../../plugins/auth';
import { limiter, type RateLimits } from '../../plugins/rate-limits';
import { requestLanguage } from '../../lib/language';
import { presentUser } from '../users/users.presenter';
import type { AuthService } from './auth.service';
import type { DeviceCookies } from './device-cookies';
import { signInLimits } from './sign-in-limits';

/** The device a sign-in comes from, for the sessions page. */
const clientOf = (req: FastifyRequest) => ({ userAgent: req.headers['user-agent'], ip: req.ip });

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  limits: RateLimits;
  devices: DeviceCookies;
}> = async (app, { auth, limits, devices }) => {
  const tags = ['auth'];
  const publicRoute = { public: true };
  // Cookies are read here only: the device cookies' path is /api/auth.
  await app.register(cookie);
  const throttle = signInLimits(app, devices, limits, auth.challengeUser);
  /** The browser that just signed in becomes one of the account's devices. */
  const trusted = <T extends object>(reply: FastifyReply, session: T): T => {
    const { user, token } = session as { user?: { email: string }; token?: string };
    // Only a sign-in that gave a token: not a pending account, nor a first step waiting for its code.
    if (token && user) devices.trust(reply, user.email);
    return session;
  };

  app.post(
    '/auth/register',
    {
      config: publicRoute,
      preHandler: limiter(app, 'register', { ip: limits.registerPerIp }),
      schema: { tags, body: registerSchema, response: { 201: registerResponseSchema } },
    },
    async (req, reply) => reply.code(201).send(trusted(reply, await auth.register(req.body, clientOf(req)))),
  );

  app.post(
    '/auth/login',
    {
      config: publicRoute,
      preHandler: throttle.login,
      schema: {
        tags,
        description:
          'An account with a second factor answers `{twoFactorRequired: true, challenge}` instead of a token.',
        body: loginSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (req, reply) => trusted(reply, await auth.login(req.body, clientOf(req))),
  );

  app.post(
    '/auth/login/two-factor',
    {
      config: publicRoute,
      preHandler: throttle.twoFactor,
      schema: {
        tags,
        description:
          "The second step of a sign-in: the first step's challenge with a code or one backup code.",
        body: twoFactorLoginSchema,
        response: { 200: authResponseSchema },
      },
    },
    async (req, reply) => trusted(reply, await auth.loginWithTwoFactor(req.body, clientOf(req))),
  );

  app.post(
    '/auth/google',
    {
      config: publicRoute,
      preHandler: limiter(app, 'google', { ip: limits.loginPerIp }),
      schema: { tags, body: googleLoginSchema, response: { 200: loginResponseSchema } },
    },
    async (req, reply) =>
      trusted(reply, await auth.loginWithGoogle(req.body.idToken, req.body.language, clientOf(req))),
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

  // Open before an enrolment the platform requires: the web app must know who is signed in, and let go.
  const beforeTwoFactor = { beforeTwoFactor: true };

  app.get(
    '/auth/me',
    { config: beforeTwoFactor, schema: { tags, response: { 200: userSchema } } },
    async (req) => presentUser(actorOf(req)),
  );

  app.post(
    '/auth/logout',
    {
      config: beforeTwoFactor,
      schema: { tags, description: 'Ends the current session.', response: { 204: z.null() } },
    },
    async (req, reply) => {
      actorOf(req);
      await auth.logout(sessionIdOf(req));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/logout-all',
    { config: beforeTwoFactor, schema: { tags, response: { 204: z.null() } } },
    async (req, reply) => {
      await auth.logoutEverywhere(actorOf(req));
      return reply.code(204).send(null);
    },
  );
};
