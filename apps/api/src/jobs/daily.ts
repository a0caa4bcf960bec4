import type { FastifyBaseLogger } from 'fastify';
import { addDays, localDateOf, localTimeOf } from '@trilha/shared';
import type { Database } from '../db/client';
import { instantInZone } from '../lib/zoned-time';
import type { GamificationService } from '../modules/gamification/gamification.service';
import type { NotificationsService } from '../modules/notifications/notifications.service';
import { flightAudience } from '../modules/notifications/flight-audience';
import { flightRemindersRepository } from '../modules/notifications/flight-reminders.repository';
import { forgetOldChangeKeys } from '../modules/trips/change-keys';
import { tripsRepository } from '../modules/trips/trips.repository';
import { hourly } from './hourly';

const DAY_MS = 86_400_000;

/** Finished trips are looked at for a month after they end (the job may have been down). */
const FINISHED_WINDOW_DAYS = 30;

/**
 * The daily work, run at start and every hour, safe to run on every instance at once: reminders are
 * claimed by inserting a row (only the instance that inserts it sends), rewards are idempotent.
 */
export function createDailyJobs({
  db,
  notify,
  gamification,
  log,
  now = () => new Date(),
}: {
  db: Database;
  notify: NotificationsService['notify'];
  gamification: Pick<GamificationService, 'award' | 'checkBadges'>;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  /** "Starting soon": trips that start within the next 7 days, to their owner and everyone shared. */
  async function remindStartingTrips(today: string) {
    const soon = await tripsRepository.startingBetween(db, today, addDays(today, 7));
    for (const trip of soon) {
      for (const person of await tripsRepository.people(db, trip)) {
        if (!(await tripsRepository.claimStartReminder(db, trip.id, person.userId))) continue;
        await notify({
          userId: person.userId,
          kind: 'trip-starting',
          params: { trip: trip.title, destination: trip.destinationName, date: trip.startDate },
          link: `/trips/${trip.id}`,
        });
      }
    }
  }

  /**
   * "Your flight departs soon": a flight departing within the next 24 hours, to the members on it (its
   * linked passengers; everyone on the trip while none is linked: notifications/flight-audience.ts), with
   * its local date and time at the departure airport.
   */
  async function remindDepartingFlights(at: Date) {
    const soon = await flightRemindersRepository.departingBetween(db, at, new Date(at.getTime() + DAY_MS));
    for (const { flight, trip } of soon) {
      const local = instantInZone(flight.departureAt, flight.departureZone);
      for (const person of await flightAudience(db, trip, flight)) {
        if (!(await flightRemindersRepository.claim(db, flight.id, person.userId, flight.departureAt)))
          continue;
        await notify({
          userId: person.userId,
          kind: 'flight-departing',
          params: {
            flight: flight.flightNumber,
            trip: trip.title,
            from: flight.departureAirport,
            date: localDateOf(local),
            time: localTimeOf(local),
          },
          link: `/trips/${trip.id}?tab=flights`,
        });
      }
    }
  }

  /** Points for finishing a trip, and the badges a finished trip may complete. */
  async function rewardFinishedTrips(today: string) {
    const finished = await tripsRepository.endedBetween(db, addDays(today, -FINISHED_WINDOW_DAYS), today);
    for (const trip of finished) await gamification.award(trip.ownerId, 'finish-trip', trip.id);
  }

  async function run() {
    const today = now().toISOString().slice(0, 10);
    try {
      await remindStartingTrips(today);
      await remindDepartingFlights(now());
      await rewardFinishedTrips(today);
      await forgetOldChangeKeys(db, now());
    } catch (error) {
      log.error({ err: error }, 'The daily job failed; it runs again within the hour');
    }
  }

  return hourly(run);
}
