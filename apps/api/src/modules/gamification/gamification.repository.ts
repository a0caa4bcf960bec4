import { and, eq, sql } from 'drizzle-orm';
import type { RewardedAction } from '@trilha/shared';
import type { Database, Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { pointEvents, trips, tripShares, userBadges, users } from '../../db/schema';

export type PointEventRow = typeof pointEvents.$inferSelect;
export type UserBadgeRow = typeof userBadges.$inferSelect;

// Every change that earns points runs this: built once rather than per request.
const addPoints = (db: Database) =>
  preparedOnce(db, 'points_add', () =>
    db
      .update(users)
      .set({
        points: sql`greatest(${users.points} + ${sql.placeholder('delta')}::int, 0)`,
        // Worked out by PostgreSQL: a value Drizzle fills in would be the time it was prepared.
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, sql.placeholder('userId')))
      .returning({ points: users.points })
      .prepare('points_add'),
  );

/** The event recorded and its points added in one statement; nothing when it had already paid. */
const earn = (db: Database) =>
  preparedOnce(db, 'points_earn', () => {
    const earned = db.$with('earned', { points: sql<number>`"points"` }).as(
      sql`insert into ${pointEvents} ("user_id", "action", "subject", "points")
        values (${sql.placeholder('userId')}, ${sql.placeholder('action')}, ${sql.placeholder('subject')}, ${sql.placeholder('points')})
        on conflict do nothing returning "points"`,
    );
    return db
      .with(earned)
      .update(users)
      .set({
        points: sql`greatest(${users.points} + (select "points" from "earned"), 0)`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(users.id, sql.placeholder('userId')), sql`exists (select 1 from "earned")`))
      .returning({ points: users.points })
      .prepare('points_earn');
  });

export const gamificationRepository = {
  /** The trips someone travels on: the ones they own, then the ones shared with them. */
  async travels(db: Executor, userId: string) {
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
    return [...owned, ...shared];
  },

  async pointsOf(db: Executor, userId: string): Promise<number | undefined> {
    const [row] = await db.select({ points: users.points }).from(users).where(eq(users.id, userId));
    return row?.points;
  },

  /** Adds `delta` to the user's points (never below 0); their new total, undefined when there is no such user. */
  async addPoints(db: Database, userId: string, delta: number): Promise<number | undefined> {
    const [after] = await addPoints(db).execute({ userId, delta });
    return after?.points;
  },

  /**
   * Records the event once and adds its points: the user's new total, or undefined when the same
   * (action, subject) has already paid them.
   */
  async earn(
    db: Database,
    event: { userId: string; action: RewardedAction; subject: string; points: number },
  ): Promise<number | undefined> {
    const [after] = await earn(db).execute(event);
    return after?.points;
  },

  /** Deletes every record of the event, answering them (whose points to take back). */
  deleteEvents(db: Executor, action: RewardedAction, subject: string): Promise<PointEventRow[]> {
    return db
      .delete(pointEvents)
      .where(and(eq(pointEvents.action, action), eq(pointEvents.subject, subject)))
      .returning();
  },

  /** Gives the badge unless already held: true when it is new. */
  async awardBadge(db: Executor, userId: string, code: UserBadgeRow['code']): Promise<boolean> {
    const [earned] = await db.insert(userBadges).values({ userId, code }).onConflictDoNothing().returning();
    return earned !== undefined;
  },

  badgesOf(db: Executor, userId: string): Promise<UserBadgeRow[]> {
    return db.select().from(userBadges).where(eq(userBadges.userId, userId));
  },
};
