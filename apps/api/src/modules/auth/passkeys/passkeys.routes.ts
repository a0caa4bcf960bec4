import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import cookie from '@fastify/cookie';
import {
  authResponseSchema,
  createPasskeySchema,
  passkeyLoginSchema,
  passkeyOptionsSchema,
  passkeySchema,
  updatePasskeySchema,
} from '@trilha/shared';
import { itemOf, readBackFrom } from '../../../lib/read-back';
import { actorOf } from '../../../plugins/auth';
import { limiter, type RateLimits } from '../../../plugins/rate-limits';
import type { DeviceCookies } from '../device-cookies';
import type { PasskeysService } from './passkeys.service';

/** The device a sign-in comes from, for the sessions page. */
const clientOf = (req: FastifyRequest) => ({ userAgent: req.headers['user-agent'], ip: req.ip });

/**
 * Passkeys (issue 34): the account's own (GET/POST/PUT/DELETE /users/passkeys) and signing in with one
 * (POST /auth/passkey), each ceremony after its options.
 */
export const passkeysRoutes: FastifyPluginAsyncZod<{
  passkeys: PasskeysService;
  limits: RateLimits;
  devices: DeviceCookies;
}> = async (app, { passkeys, limits, devices }) => {
  const tags = ['users'];
  const params = z.object({ passkeyId: z.string() });
  // The device cookie a sign-in gives (its path is /api/auth), as the other sign-in methods do.
  await app.register(cookie);

  app.get('/users/passkeys', { schema: { tags, response: { 200: z.array(passkeySchema) } } }, async (req) =>
    passkeys.list(actorOf(req)),
  );

  app.post(
    '/users/passkeys/options',
    {
      schema: {
        tags,
        description:
          "The browser's options to create a passkey (startRegistration), and the challenge token to send back with its answer (valid 5 minutes).",
        response: { 200: passkeyOptionsSchema },
      },
    },
    async (req) => passkeys.registrationOptions(actorOf(req)),
  );

  app.post(
    '/users/passkeys',
    {
      schema: {
        tags,
        description: "Keeps a passkey: the browser's answer to the options, checked against their challenge.",
        body: createPasskeySchema,
        response: { 201: passkeySchema },
      },
    },
    async (req, reply) => reply.code(201).send(await passkeys.register(actorOf(req), req.body)),
  );

  app.put(
    '/users/passkeys/:passkeyId',
    {
      schema: { tags, params, body: updatePasskeySchema, response: { 200: passkeySchema } },
      // A passkey as the list answers it (no GET of its own).
      preValidation: readBackFrom(params, (values, req) =>
        itemOf(passkeys.list(actorOf(req)), values.passkeyId),
      ),
    },
    async (req) => passkeys.rename(actorOf(req), req.params.passkeyId, req.body),
  );

  app.delete(
    '/users/passkeys/:passkeyId',
    { schema: { tags, params, response: { 204: z.null() } } },
    async (req, reply) => {
      await passkeys.remove(actorOf(req), req.params.passkeyId);
      return reply.code(204).send(null);
    },
  );

  const publicRoute = { public: true };
  const authTags = ['auth'];

  app.post(
    '/auth/passkey/options',
    {
      config: publicRoute,
      preHandler: limiter(app, 'passkey-options', { ip: limits.loginPerIp }),
      schema: {
        tags: authTags,
        description:
          "The browser's options to sign in with a passkey (startAuthentication; no credentials named: the browser offers the person's), and the challenge token.",
        response: { 200: passkeyOptionsSchema },
      },
    },
    async () => passkeys.signInOptions(),
  );

  app.post(
    '/auth/passkey',
    {
      config: publicRoute,
      preHandler: limiter(app, 'passkey', { ip: limits.loginPerIp }),
      schema: {
        tags: authTags,
        description:
          'Signs in with a passkey. A passkey is two factors itself (the device and its user verification): no TOTP code is asked after it.',
        body: passkeyLoginSchema,
        response: { 200: authResponseSchema },
      },
    },
    async (req, reply) => {
      const auth = await passkeys.signIn(req.body, clientOf(req));
      devices.trust(reply, auth.user.email);
      return auth;
    },
  );
};
