import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES, publicConfigSchema } from '@trilha/shared';
import type { Config } from '../../config/env';
import { ping, type Database } from '../../db/client';
import { serviceUnavailable } from '../../lib/errors';

export const systemRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  const tags = ['system'];
  const statusSchema = z.object({ status: z.string() });

  app.get(
    '/health',
    { config: { public: true }, schema: { tags, response: { 200: statusSchema } } },
    async () => ({
      status: 'ok',
    }),
  );

  app.get(
    '/ready',
    { config: { public: true }, schema: { tags, response: { 200: statusSchema } } },
    async (req) => {
      try {
        await ping(db);
      } catch (err) {
        req.log.error({ err }, 'database not reachable');
        throw serviceUnavailable('DATABASE');
      }
      return { status: 'ready' };
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
    }),
  );
};
