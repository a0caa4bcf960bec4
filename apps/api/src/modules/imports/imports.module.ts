import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AiEngine } from '../../adapters/ai/engine';
import type { RateLimits } from '../../plugins/rate-limits';
import type { AiLimits } from '../ai/ai.policy';
import { createImportAiReader } from './imports.ai';
import { importsRoutes } from './imports.routes';
import { createImportsService, type ImportsServiceDeps } from './imports.service';
import { createImportAi } from './readers/ai';

/** Booking imports from uploaded files and pasted text: the preview, then applying it to the trip. */
export const importsModule: FastifyPluginAsyncZod<
  Omit<ImportsServiceDeps, 'log' | 'ai'> & {
    engine: Pick<AiEngine, 'structured'>;
    aiLimits: AiLimits;
    limits: RateLimits;
  }
> = async (app, { engine, aiLimits, limits, ...deps }) => {
  const { db } = deps;
  const imports = createImportsService({
    ...deps,
    log: app.log,
    // The engine's own request (one OpenAI-compatible client); none with the offline engine.
    ai: engine.structured
      ? createImportAiReader({ db, read: createImportAi(engine.structured), limits: aiLimits, log: app.log })
      : undefined,
  });
  await app.register(importsRoutes, { limits, imports });
};
