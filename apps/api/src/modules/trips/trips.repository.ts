import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  isNotNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { unionAll } from 'drizzle-orm/pg-core';
import { addDays, compareCodes, TRIP_MAX_DAYS, type ShareRole, type TripRole } from '@trilha/shared';
import { agencyMembers, tripListRevisions, tripReminders, trips, tripShares, users } from '../../db/schema';
import type { Executor } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { escapeLike } from '../../lib/sql';
import { preparedOnce } from '../../db/prepared';

export type TripRow = typeof trips.$inferSelect;
export type NewTripRow = typeof trips.$inferInsert;
/** What a trip's summary shows: the row without its page bookkeeping and its agency. */
export type TripSummaryRow = Omit<TripRow, 'revision' | 'partRevisions' | 'agencyId'>;
export type TripWithRole = TripSummaryRow & { myRole: TripRole };

/**
 * The columns a list reads: `part_revisions` alone can be a few KB of JSON per trip (stamps of its
 * changes), parsed for nothing.
 */
const {
  revision: _revision,
  partRevisions: _partRevisions,
  agencyId: _agencyId,
  ...summaryColumns
} = getTableColumns(trips);

export interface ListFilter {
  userId: string;
  when: 'upcoming' | 'past' | 'all';
  today: string;
  q?: string;
  after?: { startDate: string; id: string };
  limit: number;
}

/** Upcoming pages forward in date order; past and all page backwards (most recent first). */
const ascending = (when: ListFilter['when']) => when === 'upcoming';

/**
 * The list's conditions with its values as placeholders: each combination of filters (when, a search, a
 * cursor) is one statement, built and prepared once (listValues gives the values).
 */
function listConditions(filter: ListFilter): SQL[] {
  const conditions: SQL[] = [];
  const today = sql.placeholder('today');
  // A trip lasts at most TRIP_MAX_DAYS, so each filter on the end date also bounds the start date:
  // that bound is what lets the (owner, start date) index read only the matching range.
  if (filter.when === 'upcoming') {
    conditions.push(gte(trips.endDate, today), gte(trips.startDate, sql.placeholder('earliestStart')));
  }
  if (filter.when === 'past') conditions.push(lt(trips.endDate, today), lt(trips.startDate, today));
  if (filter.q) {
    const pattern = sql.placeholder('pattern');
    conditions.push(or(ilike(trips.title, pattern), ilike(trips.destinationName, pattern))!);
  }
  if (filter.after) {
    const after = sql`(${sql.placeholder('afterStart')}::date, ${sql.placeholder('afterId')}::uuid)`;
    conditions.push(
      ascending(filter.when)
        ? sql`(${trips.startDate}, ${trips.id}) > ${after}`
        : sql`(${trips.startDate}, ${trips.id}) < ${after}`,
    );
  }
  return conditions;
}

const listValues = (filter: ListFilter) => ({
  userId: filter.userId,
  today: filter.today,
  earliestStart: addDays(filter.today, -TRIP_MAX_DAYS),
  pattern: filter.q ? `%${escapeLike(filter.q)}%` : undefined,
  afterStart: filter.after?.startDate,
  afterId: filter.after?.id,
  limit: filter.limit,
});

/** The prepared statement's name for this combination of filters. */
const listVariant = (filter: ListFilter) =>
  `trips_${filter.when}${filter.q ? '_search' : ''}${filter.after ? '_after' : ''}`;

export const tripsRepository = {
  /** Every trip starting from `from` to `to` (dates, both included), for the "starting soon" reminders. */
  startingBetween: (db: Executor, from: string, to: string): Promise<TripRow[]> =>
    db
      .select()
      .from(trips)
      .where(and(gte(trips.startDate, from), lte(trips.startDate, to))),

  /** The trips that ended from `from` up to the day before `before`, for the finished-trip rewards. */
  endedBetween: (db: Executor, from: string, before: string) =>
    db
      .select({ id: trips.id, ownerId: trips.ownerId })
      .from(trips)
      .where(and(lt(trips.endDate, before), gte(trips.endDate, from))),

  /**
   * Claims the "starting soon" reminder of one person for one trip: true for the one caller (of every
   * instance) whose row went in, false when it was sent already.
   */
  async claimStartReminder(db: Executor, tripId: string, userId: string): Promise<boolean> {
    const [claimed] = await db
      .insert(tripReminders)
      .values({ tripId, userId })
      .onConflictDoNothing()
      .returning();
    return claimed !== undefined;
  },

  /** The trip and the caller's role on it, in one query; undefined when the id names no trip. */
  async findWithRole(
    db: Executor,
    tripId: string,
    userId: string,
  ): Promise<(TripRow & { shareRole: ShareRole | null }) | undefined> {
    if (!isUuid(tripId)) return undefined;
    // Every trip operation starts here: prepared once rather than built per request.
    const statement = preparedOnce(db, 'trip_with_role', () =>
      db
        .select({ trip: trips, shareRole: tripShares.role })
        .from(trips)
        .leftJoin(
          tripShares,
          and(eq(tripShares.tripId, trips.id), eq(tripShares.userId, sql.placeholder('userId'))),
        )
        .where(eq(trips.id, sql.placeholder('tripId')))
        .prepare('trip_with_role'),
    );
    const [row] = await statement.execute({ tripId, userId });
    return row ? { ...row.trip, shareRole: row.shareRole } : undefined;
  },

  /**
   * The revision of the user's list of trips (migration 0036), read before the list: 0 while nothing in
   * it changed since the migration.
   */
  async listRevision(db: Executor, userId: string): Promise<number> {
    const statement = preparedOnce(db, 'trip_list_revision', () =>
      db
        .select({ revision: tripListRevisions.revision })
        .from(tripListRevisions)
        .where(eq(tripListRevisions.userId, sql.placeholder('userId')))
        .prepare('trip_list_revision'),
    );
    const [row] = await statement.execute({ userId });
    return row?.revision ?? 0;
  },

  /**
   * One page of the trips a user owns or that are shared with them: each half is read in index order
   * (owner's trips by trips_owner_start_idx, shares by trip_shares_user_id_idx) and the two are merged.
   */
  async list(db: Executor, filter: ListFilter): Promise<TripWithRole[]> {
    const variant = listVariant(filter);
    const build = () => {
      const order = ascending(filter.when)
        ? [asc(trips.startDate), asc(trips.id)]
        : [desc(trips.startDate), desc(trips.id)];
      const conditions = listConditions(filter);
      const userId = sql.placeholder('userId');
      const limit = sql.placeholder('limit');
      return {
        owned: db
          .select(summaryColumns)
          .from(trips)
          .where(and(eq(trips.ownerId, userId), ...conditions))
          .orderBy(...order)
          .limit(limit)
          .prepare(`${variant}_owned`),
        shared: db
          .select({ trip: summaryColumns, role: tripShares.role })
          .from(tripShares)
          .innerJoin(trips, eq(trips.id, tripShares.tripId))
          .where(and(eq(tripShares.userId, userId), ...conditions))
          .orderBy(...order)
          .limit(limit)
          .prepare(`${variant}_shared`),
      };
    };
    const statements = preparedOnce(db, variant, build);
    const values = listValues(filter);
    const [owned, shared] = await Promise.all([
      statements.owned.execute(values),
      statements.shared.execute(values),
    ]);
    const merged: TripWithRole[] = [
      ...owned.map((trip) => ({ ...trip, myRole: 'owner' as const })),
      ...shared.map(({ trip, role }) => ({ ...trip, myRole: role })),
    ];
    const sign = ascending(filter.when) ? 1 : -1;
    merged.sort((a, b) => sign * (compareCodes(a.startDate, b.startDate) || compareCodes(a.id, b.id)));
    return merged.slice(0, filter.limit);
  },

  async insert(db: Executor, values: NewTripRow): Promise<TripRow> {
    const [row] = await db.insert(trips).values(values).returning();
    return row!;
  },

  async update(db: Executor, id: string, values: Partial<NewTripRow>): Promise<TripRow | undefined> {
    const [row] = await db.update(trips).set(values).where(eq(trips.id, id)).returning();
    return row;
  },

  async delete(db: Executor, id: string): Promise<void> {
    await db.delete(trips).where(eq(trips.id, id));
  },

  /** The trips `ownerId` owns that are shared with `userId`, with that share's role, soonest first. */
  ownedAndSharedWith(db: Executor, ownerId: string, userId: string) {
    return db
      .select({ trip: trips, role: tripShares.role })
      .from(trips)
      .innerJoin(tripShares, and(eq(tripShares.tripId, trips.id), eq(tripShares.userId, userId)))
      .where(eq(trips.ownerId, ownerId))
      .orderBy(asc(trips.startDate), asc(trips.id));
  },

  /** The trips `ownerId` owns that the agency plans, with the share role `userId` holds on each, if any. */
  ownedAndPlannedBy(db: Executor, ownerId: string, agencyId: string, userId: string) {
    return db
      .select({ trip: trips, role: tripShares.role })
      .from(trips)
      .leftJoin(tripShares, and(eq(tripShares.tripId, trips.id), eq(tripShares.userId, userId)))
      .where(and(eq(trips.ownerId, ownerId), eq(trips.agencyId, agencyId)))
      .orderBy(asc(trips.startDate), asc(trips.id));
  },

  /**
   * Whether a trip is overseen by `actorId`: an agency plans it, its owner is still an active client of
   * that agency, and the actor is that agency's active staff (the caller checks they are its
   * consultant-admin) or, with `anyAgency`, the platform admin. Such a caller may read it.
   */
  async overseenByAgency(
    db: Executor,
    trip: Pick<TripRow, 'ownerId' | 'agencyId'>,
    actorId: string,
    anyAgency: boolean,
  ): Promise<boolean> {
    if (!trip.agencyId) return false;
    const client = alias(agencyMembers, 'client');
    const manager = alias(agencyMembers, 'manager');
    const [row] = await db
      .select({ id: client.id })
      .from(client)
      .leftJoin(
        manager,
        and(
          eq(manager.userId, actorId),
          eq(manager.agencyId, client.agencyId),
          eq(manager.kind, 'consultant'),
          eq(manager.status, 'active'),
        ),
      )
      .where(
        and(
          eq(client.userId, trip.ownerId),
          eq(client.agencyId, trip.agencyId),
          eq(client.kind, 'client'),
          eq(client.status, 'active'),
          anyAgency ? undefined : isNotNull(manager.id),
        ),
      )
      .limit(1);
    return Boolean(row);
  },

  async idsOwnedBy(db: Executor, userId: string): Promise<string[]> {
    const rows = await db.select({ id: trips.id }).from(trips).where(eq(trips.ownerId, userId));
    return rows.map((row) => row.id);
  },

  /** `people` as JSON inside a larger statement. */
  peopleJson: (trip: Pick<TripRow, 'id' | 'ownerId'>) => sql`(
    select coalesce(json_agg(json_build_object('userId', p.id, 'name', p.name, 'email', p.email, 'role', p.role)
                             order by p.since asc nulls first), '[]'::json)
    from (
      select ${users.id} as id, ${users.name} as name, ${users.email} as email, 'owner' as role,
             null::timestamptz as since
      from ${users} where ${users.id} = ${trip.ownerId}
      union all
      select ${users.id}, ${users.name}, ${users.email}, ${tripShares.role}, ${tripShares.createdAt}
      from ${tripShares} inner join ${users} on ${users.id} = ${tripShares.userId}
      where ${tripShares.tripId} = ${trip.id}
    ) p)`,

  /** The owner first, then everyone the trip is shared with in the order they were added: one query. */
  async people(db: Executor, trip: Pick<TripRow, 'id' | 'ownerId'>): Promise<Person[]> {
    const owner = db
      .select({
        userId: users.id,
        name: users.name,
        email: users.email,
        role: sql<TripRole>`'owner'`.as('role'),
        since: sql<Date | null>`null::timestamptz`.as('since'),
      })
      .from(users)
      .where(eq(users.id, trip.ownerId));
    const shared = db
      .select({
        userId: users.id,
        name: users.name,
        email: users.email,
        role: sql<TripRole>`${tripShares.role}`.as('role'),
        since: sql<Date | null>`${tripShares.createdAt}`.as('since'),
      })
      .from(tripShares)
      .innerJoin(users, eq(users.id, tripShares.userId))
      .where(eq(tripShares.tripId, trip.id));
    const rows = await unionAll(owner, shared).orderBy(sql`since asc nulls first`);
    return rows.map(({ userId, name, email, role }) => ({ userId, name, email, role }));
  },
};

export interface Person {
  userId: string;
  name: string;
  email: string;
  role: TripRole;
}
