import type { FastifyBaseLogger } from 'fastify';
import { addDays } from '@trilha/shared';
import type { Database } from '../db/client';
import type { GamificationService } from '../modules/gamification/gamification.service';
import type { NotificationsService } from '../modules/notifications/notifications.service';
import { forgetOldChangeKeys } from '../modules/trips/change-keys';
import { tripsRepository } from '../modules/trips/trips.repository';
import { hourly } from './hourly';

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

  /** Points for finishing a trip, and the badges a finished trip may complete. */
  async function rewardFinishedTrips(today: string) {
    const finished = await tripsRepository.endedBetween(db, addDays(today, -FINISHED_WINDOW_DAYS), today);
    for (const trip of finished) await gamification.award(trip.ownerId, 'finish-trip', trip.id);
  }

  async function run() {
    const today = now().toISOString().slice(0, 10);
    try {
      await remindStartingTrips(today);
      await rewardFinishedTrips(today);
      await forgetOldChangeKeys(db, now());
    } catch (error) {
      log.error({ err: error }, 'The daily job failed; it runs again within the hour');
    }
  }

  return hourly(run);
}
