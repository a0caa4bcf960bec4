import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimits } from '../../plugins/rate-limits';
import { exportRoutes } from './export.routes';
import { createExportService, type ExportServiceDeps } from './export.service';

/** A trip as a PDF, downloaded or sent by mail. */
export const exportModule: FastifyPluginAsyncZod<ExportServiceDeps & { limits: RateLimits }> = async (
  app,
  { limits, ...deps },
) => {
  await app.register(exportRoutes, { exports: createExportService(deps), limits });
};
