import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppOptions } from './options';
import type { Config } from '../config/env';
import { authenticate } from '../plugins/auth';
import { apiCacheHeaders } from '../plugins/api-cache-headers';
import type { RateLimits } from '../plugins/rate-limits';
import type { Adapters } from './adapters';
import type { Services } from './services';
import { adminModule } from '../modules/admin/admin.module';
import { agenciesModule } from '../modules/agencies/agencies.module';
import { aiModule } from '../modules/ai/ai.module';
import { airportsRoutes } from '../modules/airports/airports.routes';
import { authModule } from '../modules/auth/auth.module';
import { bookingsModule } from '../modules/bookings/bookings.module';
import { calendarModule } from '../modules/calendar/calendar.module';
import { checklistRoutes } from '../modules/checklist/checklist.routes';
import { contactsRoutes } from '../modules/contacts/contacts';
import { daysModule } from '../modules/days/days.module';
import { expensesRoutes } from '../modules/expenses/expenses.routes';
import { exportModule } from '../modules/export/export.module';
import { feedbackModule } from '../modules/feedback/feedback.module';
import { flightsRoutes } from '../modules/flights/flights.routes';
import { importsModule } from '../modules/imports/imports.module';
import { mailImportsRoutes } from '../modules/imports/mail-imports.routes';
import { itineraryRoutes } from '../modules/itinerary/itinerary.routes';
import { mcpModule } from '../modules/mcp/mcp.module';
import { notificationsRoutes } from '../modules/notifications/notifications.routes';
import { photosRoutes } from '../modules/photos/photos.routes';
import { placesModule } from '../modules/places/places.module';
import { premiumModule } from '../modules/premium/premium.module';
import { routingModule } from '../modules/routing/routing.module';
import { systemModule } from '../modules/system/system.module';
import { tipsRoutes } from '../modules/tips/tips';
import { sharesModule } from '../modules/trips/sharing/shares.module';
import { inviteLinksModule } from '../modules/trips/invite-links/invite-links.module';
import { publicLinksModule } from '../modules/trips/public-links/public-links.module';
import { tripCopiesRoutes } from '../modules/trips/trip-copies.routes';
import { createTripCopiesService } from '../modules/trips/trip-copies.service';
import { tripOwnerRoutes } from '../modules/trips/trip-owner.routes';
import { createTripOwnerService } from '../modules/trips/trip-owner.service';
import { tripsRoutes } from '../modules/trips/trips.routes';
import { toursModule } from '../modules/tours/tours.module';
import { usersModule } from '../modules/users/users.module';

export interface ApiOptions extends Pick<AppOptions, 'heartbeatMs' | 'importTimeoutMs' | 'importReaders'> {
  config: Config;
  adapters: Adapters;
  services: Services;
  limits: RateLimits;
}

/**
 * Every module's routes under /api, behind the sign-in check. Each module gets only what it uses; the
 * order is the OpenAPI document's (and the web contract's).
 */
export const apiPlugin: FastifyPluginAsyncZod<ApiOptions> = async (api, options) => {
  const { db, tokens } = options.adapters;
  api.addHook('onRequest', authenticate({ db, tokens }));
  api.addHook('onSend', apiCacheHeaders);
  api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => api.swagger());
  await accountModules(api, options);
  await tripModules(api, options);
  await platformModules(api, options);
};

async function accountModules(api: FastifyInstance, { config, adapters, services, limits }: ApiOptions) {
  const { db, tokens, files, mail } = adapters;
  await api.register(systemModule, {
    db,
    files,
    redis: adapters.redis,
    config,
    routing: adapters.routing.config,
  });
  await api.register(authModule, {
    db,
    tokens,
    mail,
    google: adapters.google,
    oidc: adapters.oidc,
    config,
    secret: adapters.secret,
    admin: services.admin,
    limits,
  });
  await api.register(usersModule, {
    db,
    tokens,
    aiMonthlyLimit: config.ai.monthlyLimit,
    aiImportFreeMonthly: config.ai.importFreeMonthly,
    files,
    gamification: services.gamification,
    limits,
    secret: adapters.secret,
  });
  await api.register(feedbackModule, { db, rewards: services.gamification });
}

async function tripModules(api: FastifyInstance, options: ApiOptions) {
  const { config, adapters, services, limits } = options;
  const { db, files, mail } = adapters;
  const { trips, airports, gamification: rewards } = services;
  const notify = services.notifications.notify;
  await api.register(tripsRoutes, { trips });
  await api.register(sharesModule, { db, trips, notify, rewards });
  await api.register(inviteLinksModule, { db, trips, notify, mail, appUrl: config.appUrl, limits });
  await api.register(publicLinksModule, { db, trips, appUrl: config.appUrl, limits });
  await api.register(tripCopiesRoutes, { copies: createTripCopiesService({ db, trips }) });
  await api.register(tripOwnerRoutes, { owner: createTripOwnerService({ db, trips, notify }) });
  await api.register(placesModule, { db, trips, airports, finder: adapters.placeFinder });
  await api.register(checklistRoutes, { checklist: services.checklist });
  await api.register(tipsRoutes, { tips: services.tips });
  await api.register(contactsRoutes, { contacts: services.contacts });
  await api.register(itineraryRoutes, { itinerary: services.itinerary });
  await api.register(airportsRoutes, { airports });
  await api.register(flightsRoutes, { flights: services.flights });
  await api.register(bookingsModule, { bookings: services.bookings, db, trips, files });
  await api.register(toursModule, { tours: services.tours, db, trips, files });
  await api.register(importsModule, {
    db,
    trips,
    airports,
    files,
    rewards,
    timeoutMs: options.importTimeoutMs,
    readers: options.importReaders,
    engine: adapters.aiEngine,
    aiLimits: config.ai,
    limits,
  });
  await api.register(mailImportsRoutes, { mailImports: services.mailImports });
  await api.register(photosRoutes, { photos: services.photos });
  await api.register(exportModule, { db, trips, mail, limits });
  await api.register(expensesRoutes, { expenses: services.expenses, participants: services.participants });
  await api.register(routingModule, { trips, routing: adapters.routing });
  await api.register(daysModule, { trips, expenses: services.expenses });
  await api.register(mcpModule, {
    config,
    adapters,
    services,
    limits,
    importReaders: options.importReaders,
    importTimeoutMs: options.importTimeoutMs,
  });
}

async function platformModules(
  api: FastifyInstance,
  { config, adapters, services, heartbeatMs }: ApiOptions,
) {
  const { db, mail } = adapters;
  const { appUrl } = config;
  const notify = services.notifications.notify;
  await api.register(notificationsRoutes, { notifications: services.notifications, heartbeatMs });
  await api.register(agenciesModule, {
    db,
    trips: services.trips,
    mail,
    appUrl,
    notify,
    tokens: adapters.tokens,
  });
  await api.register(calendarModule, { db, appUrl });
  await api.register(adminModule, { admin: services.admin, db, mail });
  await api.register(aiModule, {
    db,
    trips: services.trips,
    airports: services.airports,
    engine: adapters.aiEngine,
    findPlaces: adapters.placeFinder,
    rates: services.rates,
    monthlyLimit: config.ai.monthlyLimit,
  });
  await api.register(premiumModule, {
    db,
    payments: adapters.payments,
    appUrl,
    aiMonthlyLimit: config.ai.monthlyLimit,
    notify,
  });
}
