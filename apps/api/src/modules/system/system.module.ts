import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { RoutingConfig } from '@trilha/shared';
import type { FileStorage } from '../../adapters/storage/storage';
import type { Config } from '../../config/env';
import { ping, type Database } from '../../db/client';
import { systemRoutes } from './system.routes';

/** Health, readiness (over the outside services this server uses) and the public configuration. */
export const systemModule: FastifyPluginAsyncZod<{
  db: Database;
  files: Pick<FileStorage, 'check'>;
  /** Checked only when configured. */
  redis: Pick<Redis, 'ping'> | undefined;
  config: Config;
  routing: RoutingConfig;
}> = async (app, { db, files, redis, config, routing }) => {
  await app.register(systemRoutes, {
    checks: {
      database: () => ping(db),
      storage: () => files.check(),
      ...(redis ? { redis: () => redis.ping() } : {}),
    },
    config,
    routing,
  });
};
