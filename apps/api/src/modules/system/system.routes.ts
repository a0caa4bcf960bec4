import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { z } from 'zod';
import { LANGUAGES, publicConfigSchema, translate, type RoutingConfig } from '@trilha/shared';
import type { Config } from '../../config/env';
import { requestLanguage } from '../../lib/language';
import type { OutsideService } from '../../lib/outages';
import { VERSION } from '../../lib/version';

/** How to tell that each outside service the server uses answers now (Redis only when configured). */
export type ReadinessChecks = Partial<Record<OutsideService, () => Promise<unknown>>>;

/** A check that has not answered by then counts as down: readiness answers quickly whatever happens. */
const CHECK_TIMEOUT_MS = 2000;

async function isUp(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)));
  try {
    return await Promise.race([check().then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export const systemRoutes: FastifyPluginAsyncZod<{
  checks: ReadinessChecks;
  config: Config;
  /** What the routing adapter offers (adapters/routing): its provider and travel modes. */
  routing: RoutingConfig;
}> = async (app, { checks, config, routing }) => {
  const tags = ['system'];
  const statusSchema = z.object({ status: z.string() });
  const servicesSchema = z.partialRecord(z.enum(['database', 'redis', 'storage']), z.enum(['up', 'down']));

  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags,
        description: 'Alive: `{"status":"ok","version":"0.1.0"}`, the version being the running release.',
        response: { 200: statusSchema.extend({ version: z.string() }) },
      },
    },
    async () => ({ status: 'ok', version: VERSION }),
  );

  app.get(
    '/ready',
    {
      config: { public: true },
      schema: {
        tags,
        description:
          'Each outside service up or down; 503 `<SERVICE>_UNAVAILABLE` (the first down) while any is down.',
        response: {
          200: statusSchema.extend({ services: servicesSchema }),
          503: z.object({
            statusCode: z.number(),
            code: z.string(),
            error: z.string(),
            message: z.string(),
            status: z.literal('unavailable'),
            services: servicesSchema,
          }),
        },
      },
    },
    async (req, reply) => {
      const entries = Object.entries(checks) as [OutsideService, () => Promise<unknown>][];
      const answers = await Promise.all(
        entries.map(async ([name, check]) => [name, await isUp(check)] as const),
      );
      const services = Object.fromEntries(answers.map(([name, up]) => [name, up ? 'up' : 'down']));
      const down = answers.filter(([, up]) => !up).map(([name]) => name);
      if (down.length === 0) return { status: 'ready', services };
      req.log.warn({ down }, 'Not ready: an outside service is down');
      const code = `${down[0]!.toUpperCase()}_UNAVAILABLE`;
      return reply.code(503).send({
        statusCode: 503,
        code,
        error: STATUS_CODES[503]!,
        message: translate(`errors.${code}`, requestLanguage(req)),
        status: 'unavailable' as const,
        services,
      });
    },
  );

  app.get(
    '/config',
    { config: { public: true }, schema: { tags, response: { 200: publicConfigSchema } } },
    async () => ({
      googleClientId: config.googleClientId ?? null,
      mapsApiKey: config.mapsApiKey ?? null,
      mapTileUrl: config.mapTileUrl,
      pixelId: config.pixelId ?? null,
      paymentsEnabled: config.paymentsEnabled,
      aiProvider: config.ai.baseUrl ? ('openai' as const) : ('offline' as const),
      languages: [...LANGUAGES],
      signupApproval: config.signupApproval,
      flightStatus: Boolean(config.flightStatus),
      routing,
      oidc: config.oidc ? { name: config.oidc.name, only: config.oidc.only } : null,
      version: VERSION,
    }),
  );
};
