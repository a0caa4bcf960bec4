import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import cookie from '@fastify/cookie';
import { z } from 'zod';
import {
  loginResponseSchema,
  oidcCallbackQuerySchema,
  oidcExchangeSchema,
  oidcStartQuerySchema,
} from '@trilha/shared';
import { AppError } from '../../../lib/errors';
import { limiter, type RateLimits } from '../../../plugins/rate-limits';
import type { DeviceCookies } from '../device-cookies';
import type { OidcCookie } from './oidc-cookie';
import type { OidcService } from './oidc.service';

/** A redirect: no body, the Location header says where. */
const redirect = z.null().describe('Redirect (see Location)');

/** The device a sign-in comes from, for the sessions page. */
const clientOf = (req: FastifyRequest) => ({ userAgent: req.headers['user-agent'], ip: req.ip });

/** What went wrong with the provider (unreachable, a misconfiguration, an answer refused), for the log. */
function logFailure(req: FastifyRequest, error: unknown): void {
  const cause = error instanceof AppError ? error.cause : error;
  if (cause) req.log.warn({ err: cause }, 'OpenID Connect sign-in failed');
}

/** The query string as the provider sent it (`?code=…&state=…`), for openid-client to check whole. */
const searchOf = (req: FastifyRequest) => {
  const at = req.url.indexOf('?');
  return at === -1 ? '' : req.url.slice(at);
};

export const oidcRoutes: FastifyPluginAsyncZod<{
  oidc: OidcService;
  cookie: OidcCookie;
  limits: RateLimits;
  devices: DeviceCookies;
}> = async (app, { oidc, cookie: pendingCookie, limits, devices }) => {
  const tags = ['auth'];
  // Public: these routes are how someone signs in. Each counts per client address, as sign-ins do.
  const config = { public: true };
  await app.register(cookie);

  app.get(
    '/auth/oidc/start',
    {
      config,
      preHandler: limiter(app, 'oidc-start', { ip: limits.loginPerIp }),
      schema: {
        tags,
        description:
          "302 to the OpenID Connect provider's sign-in (PKCE S256, state, nonce), keeping them in a signed " +
          'cookie for 10 minutes; 503 OIDC_UNAVAILABLE when no provider is configured or it cannot be reached ' +
          '(a browser navigation is sent to /login?oidcError=OIDC_UNAVAILABLE instead).',
        querystring: oidcStartQuerySchema,
        response: { 302: redirect },
      },
    },
    async (req, reply) => {
      let started: Awaited<ReturnType<OidcService['start']>>;
      try {
        started = await oidc.start(req.query);
      } catch (error) {
        logFailure(req, error);
        // A browser following the button is brought back to the sign-in page, told why (a JSON error
        // would be all it showed); any other caller gets the error itself.
        if (req.headers['sec-fetch-mode'] === 'navigate') return reply.redirect(oidc.failure(error), 302);
        throw error;
      }
      pendingCookie.set(reply, started.pending);
      return reply.redirect(started.url, 302);
    },
  );

  app.get(
    '/auth/oidc/callback',
    {
      config,
      preHandler: limiter(app, 'oidc-callback', { ip: limits.loginPerIp }),
      schema: {
        tags,
        description:
          "The provider's answer. 302 to /login/oidc#code=<one-time code> (and &next=), or to " +
          '/login?oidcError=<code> when the sign-in is refused.',
        querystring: oidcCallbackQuerySchema,
        response: { 302: redirect },
      },
    },
    async (req, reply) => {
      const pending = pendingCookie.read(req);
      pendingCookie.clear(reply);
      const target = await oidc.callback(searchOf(req), pending).catch((error: unknown) => {
        logFailure(req, error);
        return oidc.failure(error);
      });
      return reply.redirect(target, 302);
    },
  );

  app.post(
    '/auth/oidc/exchange',
    {
      config,
      preHandler: limiter(app, 'oidc-exchange', { ip: limits.loginPerIp }),
      schema: {
        tags,
        description:
          "The callback's one-time code (60 s, once) for a session, or `{twoFactorRequired: true, challenge}` " +
          'when the account has a second factor; 401 OIDC_CODE_INVALID.',
        body: oidcExchangeSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (req, reply) => {
      const answer = await oidc.exchange(req.body.code, clientOf(req));
      // The browser that just signed in becomes one of the account's devices (sign-in-limits.ts).
      if ('token' in answer) devices.trust(reply, answer.user.email);
      return answer;
    },
  );
};
