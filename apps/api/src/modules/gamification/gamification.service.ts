import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { levelForPoints, POINTS, type RewardedAction } from '@trilha/shared';
import type { Database } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { pointEvents, trips, tripShares, userBadges, users } from '../../db/schema';
import type { NotificationsService } from '../notifications/notifications.service';
import { countryOfDestination } from '../places/country-of-destination';
import { badgeStanding, progressOf, type TravelRecord } from './badges';

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
    const columns = {
      startDate: trips.startDate,
      endDate: trips.endDate,
      destination: trips.destinationName,
      countryCode: trips.destinationCountryCode,
    };
    const [owned, shared] = await Promise.all([
      db.select(columns).from(trips).where(eq(trips.ownerId, userId)),
      db
        .select(columns)
        .from(tripShares)
        .innerJoin(trips, eq(trips.id, tripShares.tripId))
        .where(eq(tripShares.userId, userId)),
    ]);
    // A destination typed by hand carries no country code; the country it names ("Roma, Itália") counts.
    return [...owned, ...shared].map((trip) => ({
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
    const [user] =
      points === undefined
        ? await db.select({ points: users.points }).from(users).where(eq(users.id, userId))
        : [{ points }];
    if (!user) return;
    // Only a trip event can complete a trip badge; any other reward can only complete the points one.
    const badges = tripsChanged
      ? (await standing(userId, user.points)).badges
      : badgeStanding(progressOf([], user.points, today()));
    for (const badge of badges.filter((candidate) => candidate.reached)) {
      const [earned] = await db
        .insert(userBadges)
        .values({ userId, code: badge.code })
        .onConflictDoNothing()
        .returning();
      if (earned) {
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

  // Every change that earns points runs these two: built once rather than per request.
  const addPoints = () =>
    preparedOnce(db, 'points_add', () =>
      db
        .update(users)
        .set({ points: sql`greatest(${users.points} + ${sql.placeholder('delta')}::int, 0)` })
        .where(eq(users.id, sql.placeholder('userId')))
        .returning({ points: users.points })
        .prepare('points_add'),
    );
  const recordEvent = () =>
    preparedOnce(db, 'points_event', () =>
      db
        .insert(pointEvents)
        .values({
          userId: sql.placeholder('userId'),
          action: sql.placeholder('action'),
          subject: sql.placeholder('subject'),
          points: sql.placeholder('points'),
        })
        .onConflictDoNothing()
        .returning()
        .prepare('points_event'),
    );

  /** Adds `delta` to the user's points (never below 0) and answers their new total. */
  async function changePoints(userId: string, delta: number): Promise<number | undefined> {
    const [after] = await addPoints().execute({ userId, delta });
    // Only a gain reaches a level, and a gain is never clamped: the total before it is after - delta.
    if (after && delta > 0 && levelForPoints(after.points) > levelForPoints(after.points - delta)) {
      await notify({
        userId,
        kind: 'level-reached',
        params: { level: String(levelForPoints(after.points)) },
        link: '/profile',
      });
    }
    return after?.points;
  }

  return {
    /** Points for an event, once: the same (action, subject) never pays twice. Never fails the caller. */
    async award(userId: string, action: RewardedAction, subject: string): Promise<void> {
      try {
        const [row] = await recordEvent().execute({ userId, action, subject, points: POINTS[action] });
        const points = row ? await changePoints(userId, row.points) : undefined;
        await checkBadges(userId, TRIP_ACTIONS.has(action), points);
      } catch (error) {
        log.error({ err: error, action }, 'Points could not be awarded');
      }
    },

    /** Undoing the thing takes its points back from whoever earned them, so redoing it never pays twice. */
    async revoke(action: RewardedAction, subject: string): Promise<void> {
      try {
        const rows = await db
          .delete(pointEvents)
          .where(and(eq(pointEvents.action, action), eq(pointEvents.subject, subject)))
          .returning();
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
        db.select().from(userBadges).where(eq(userBadges.userId, userId)),
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
