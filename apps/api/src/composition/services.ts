import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env';
import type { AppOptions } from './options';
import type { Adapters } from './adapters';
import { createAdminService } from '../modules/admin/admin.service';
import { createAirportsIndex } from '../modules/airports/airports.index';
import { createBookingsService } from '../modules/bookings/bookings';
import { createChecklistService } from '../modules/checklist/checklist.service';
import { createContactsService } from '../modules/contacts/contacts';
import { createExpensesService } from '../modules/expenses/expenses.service';
import { createParticipantsService } from '../modules/expenses/participants';
import { createRatesService } from '../modules/expenses/rates.service';
import { createFlightsService } from '../modules/flights/flights.service';
import { createGamificationService, type Rewards } from '../modules/gamification/gamification.service';
import { createMailImportsService } from '../modules/imports/mail-imports.service';
import { createItineraryService } from '../modules/itinerary/itinerary.service';
import {
  createNotificationsService,
  type NotificationsService,
} from '../modules/notifications/notifications.service';
import { createPhotosService } from '../modules/photos/photos.service';
import { createTipsService } from '../modules/tips/tips';
import { createToursService } from '../modules/tours/tours';
import type { TripParts } from '../modules/trips/trip-parts.repository';
import type { TripContents } from '../modules/trips/trips.presenter';
import { createTripsService } from '../modules/trips/trips.service';
import { createPageCache } from '../lib/page-cache';

type ServicesDeps = Pick<
  Adapters,
  'db' | 'pageDb' | 'files' | 'bus' | 'mail' | 'flightStatus' | 'ratesSource'
> &
  Pick<AppOptions, 'importTimeoutMs' | 'importReaders'> & {
    config: Pick<Config, 'appUrl' | 'inboundMail' | 'pageCacheMb'>;
    log: FastifyBaseLogger;
  };

/**
 * The services other modules (or the jobs and the import mail receiver) call, made in the order they
 * depend on each other. A service only its own module uses is made by that module's plugin instead.
 */
export function createServices(deps: ServicesDeps) {
  const { db, files, log } = deps;
  const notifications = createNotificationsService({ db, bus: deps.bus, log });
  const notify = notifications.notify;
  const gamification = createGamificationService({ db, notify, log });
  // Sign-up announces a pending account to the administrators and welcomes the first one.
  const admin = createAdminService({ db, mail: deps.mail, appUrl: deps.config.appUrl, notify });
  const airports = createAirportsIndex();
  const rates = createRatesService({ db, source: deps.ratesSource, log });
  const tripServices = createTripServices({ ...deps, rewards: gamification, notify, airports, rates });
  const mailImports = createMailImportsService({
    db,
    trips: tripServices.trips,
    airports,
    files,
    notify,
    log,
    domain: deps.config.inboundMail?.domain,
    timeoutMs: deps.importTimeoutMs,
    readers: deps.importReaders,
  });
  return { notifications, gamification, admin, airports, rates, mailImports, ...tripServices };
}

export type Services = ReturnType<typeof createServices>;

type TripServicesDeps = Pick<ServicesDeps, 'db' | 'pageDb' | 'files' | 'flightStatus' | 'log' | 'config'> & {
  rewards: Rewards;
  notify: NotificationsService['notify'];
  airports: Services['airports'];
  rates: Services['rates'];
};

/** The trips service and the modules whose parts make up a trip's page (TripContents). */
function createTripServices({
  db,
  pageDb,
  config,
  files,
  flightStatus,
  log,
  rewards,
  notify,
  airports,
  rates,
}: TripServicesDeps) {
  // The trip's detail gathers what the modules below own; they are made after it, as they need it.
  const trips = createTripsService({
    db,
    pageDb,
    files,
    contents: () => contents(),
    rewards,
    pages: createPageCache({ keptCharacters: config.pageCacheMb * 1024 * 1024 }),
  });
  const checklist = createChecklistService({ db, trips, rewards });
  const tips = createTipsService({ db, trips });
  const contacts = createContactsService({ db, trips });
  const itinerary = createItineraryService({ db, trips });
  const bookings = createBookingsService({ db, trips, rewards, files });
  const tours = createToursService({ db, trips, rewards, files });
  const participants = createParticipantsService({ db, trips });
  const expenses = createExpensesService({ db, trips, participants, rates, rewards });
  const flights = createFlightsService({
    db,
    trips,
    airports,
    files,
    statusService: flightStatus,
    log,
    notify,
    rewards,
  });
  const photos = createPhotosService({ db, trips, files });
  const contents = (): TripParts<TripContents> => ({
    flights: flights.part,
    bookings: bookings.part,
    tours: tours.part,
    checklist: checklist.part,
    tips: tips.part,
    itinerary: itinerary.part,
    contacts: contacts.part,
    expenseSummary: expenses.summaryPart,
    photos: photos.part,
  });
  return {
    trips,
    checklist,
    tips,
    contacts,
    itinerary,
    bookings,
    tours,
    participants,
    expenses,
    flights,
    photos,
  };
}
