import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiOptions } from '../../composition/api';
import { limiter } from '../../plugins/rate-limits';
import { createDaysService } from '../days/days.service';
import { createImportAiReader } from '../imports/imports.ai';
import { createImportsService } from '../imports/imports.service';
import { createImportAi } from '../imports/readers/ai';
import { mcpRoutes } from './mcp.routes';
import { mcpEndpoint } from './mcp.server';
import { mcpTools } from './mcp.tools';

/**
 * The MCP server for agents (issue 36, API.md "Personal access tokens and agents"): the planner's main
 * actions as tools over the services the HTTP routes use. The day's and the imports' services are made by
 * their own modules and not shared; those made here hold nothing of their own (the day's pages are kept
 * by the trips service, the readers are the process's pool), so they answer as the routes' do.
 */
export const mcpModule: FastifyPluginAsyncZod<
  Pick<ApiOptions, 'config' | 'adapters' | 'services' | 'limits' | 'importTimeoutMs' | 'importReaders'>
> = async (app, { config, adapters, services, limits, importTimeoutMs, importReaders }) => {
  const { db, files, aiEngine: engine } = adapters;
  const { trips, airports, gamification: rewards } = services;
  const imports = createImportsService({
    db,
    trips,
    airports,
    files,
    rewards,
    log: app.log,
    timeoutMs: importTimeoutMs,
    readers: importReaders,
    ai: engine.structured
      ? createImportAiReader({ db, read: createImportAi(engine.structured), limits: config.ai, log: app.log })
      : undefined,
  });
  const tools = mcpTools({
    trips,
    days: createDaysService({ trips, expenses: services.expenses }),
    itinerary: services.itinerary,
    flights: services.flights,
    bookings: services.bookings,
    tours: services.tours,
    expenses: services.expenses,
    checklist: services.checklist,
    imports,
    // The same allowance as POST /trips/:id/imports (`import` per user; shared across instances with Redis).
    importAllowance: limiter(app, 'import', { user: limits.importPerUser }),
  });
  await app.register(mcpRoutes, { endpoint: mcpEndpoint(tools) });
};
