import type { FastifyBaseLogger } from 'fastify';
import { levelForPoints, POINTS, type RewardedAction } from '@trilha/shared';
import type { Database } from '../../db/client';
import type { NotificationsService } from '../notifications/notifications.service';
import { countryOfDestination } from '../places/country-of-destination';
import { badgeStanding, progressOf, type TravelRecord } from './badges';
import { gamificationRepository } from './gamification.repository';

const today = () => new Date().toISOString().slice(0, 10);

/** The rewarded actions that change someone's trips, and so the trip badges. */
const TRIP_ACTIONS = new Set<RewardedAction>(['plan-trip', 'share-trip', 'finish-trip']);

export function createGamificationService({
  db,
  notify,
  log,
}: {
  db: Database;
  notify: NotificationsService['notify'];
  log: FastifyBaseLogger;
}) {
  /** The trips someone travels on: the ones they own and the ones shared with them. */
  async function travels(userId: string): Promise<TravelRecord[]> {
    const travelled = await gamificationRepository.travels(db, userId);
    // A destination typed by hand carries no country code; the country it names ("Roma, Itália") counts.
    return travelled.map((trip) => ({
      ...trip,
      countryCode: trip.countryCode ?? countryOfDestination(trip.destination),
    }));
  }

  async function standing(userId: string, points: number) {
    const progress = progressOf(await travels(userId), points, today());
    return { progress, badges: badgeStanding(progress) };
  }

  /** Awards every badge now reached and not yet held, each once, with a notification. */
  /** `points`: the user's points when the caller has just read them (every award changes them). */
  async function checkBadges(userId: string, tripsChanged = true, points?: number) {
    const total = points ?? (await gamificationRepository.pointsOf(db, userId));
    if (total === undefined) return;
    // Only a trip event can complete a trip badge; any other reward can only complete the points one.
    const badges = tripsChanged
      ? (await standing(userId, total)).badges
      : badgeStanding(progressOf([], total, today()));
    for (const badge of badges.filter((candidate) => candidate.reached)) {
      if (await gamificationRepository.awardBadge(db, userId, badge.code)) {
        await notify({
          userId,
          kind: 'badge-earned',
          // The badge's code: its name is written in the reader's language (notification-texts.ts).
          params: { badge: badge.code },
          link: '/profile',
        });
      }
    }
  }

  /** Adds `delta` to the user's points (never below 0) and answers their new total. */
  async function changePoints(userId: string, delta: number): Promise<number | undefined> {
    const after = await gamificationRepository.addPoints(db, userId, delta);
    if (after !== undefined) await announceLevel(userId, after, delta);
    return after;
  }

  /** Tells the user of a level their points just reached, `delta` ago below it. */
  async function announceLevel(userId: string, after: number, delta: number) {
    // Only a gain reaches a level, and a gain is never clamped: the total before it is after - delta.
    if (delta > 0 && levelForPoints(after) > levelForPoints(after - delta)) {
      await notify({
        userId,
        kind: 'level-reached',
        params: { level: String(levelForPoints(after)) },
        link: '/profile',
      });
    }
  }

  return {
    /** Points for an event, once: the same (action, subject) never pays twice. Never fails the caller. */
    async award(userId: string, action: RewardedAction, subject: string): Promise<void> {
      try {
        const points = await gamificationRepository.earn(db, {
          userId,
          action,
          subject,
          points: POINTS[action],
        });
        if (points !== undefined) await announceLevel(userId, points, POINTS[action]);
        await checkBadges(userId, TRIP_ACTIONS.has(action), points);
      } catch (error) {
        log.error({ err: error, action }, 'Points could not be awarded');
      }
    },

    /** Undoing the thing takes its points back from whoever earned them, so redoing it never pays twice. */
    async revoke(action: RewardedAction, subject: string): Promise<void> {
      try {
        const rows = await gamificationRepository.deleteEvents(db, action, subject);
        for (const row of rows) await changePoints(row.userId, -row.points);
      } catch (error) {
        log.error({ err: error, action }, 'Points could not be taken back');
      }
    },

    checkBadges,

    /** Badges held with their dates, and where the user stands for all of them. */
    async profileFor(userId: string, points: number) {
      const [{ progress, badges }, held] = await Promise.all([
        standing(userId, points),
        gamificationRepository.badgesOf(db, userId),
      ]);
      const earnedAt = new Map(held.map((badge) => [badge.code, badge.earnedAt.toISOString()]));
      return {
        badges: held.map((badge) => ({ code: badge.code, earnedAt: badge.earnedAt.toISOString() })),
        stats: { trips: progress.trips, countries: progress.countries, days: progress.days },
        badgeProgress: badges.map(({ code, current, target }) => ({
          code,
          current,
          target,
          earnedAt: earnedAt.get(code) ?? null,
        })),
      };
    },
  };
}

export type GamificationService = ReturnType<typeof createGamificationService>;
/** What the modules that reward actions need. */
export type Rewards = Pick<GamificationService, 'award' | 'revoke'>;
