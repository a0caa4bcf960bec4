import {
  and,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  lt,
  ne,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FeedbackType, Role, UserStatus } from '@trilha/shared';
import { adminAuditLog, agencies, feedback, premiumSubscriptions, users } from '../../db/schema';
import type { Executor } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { escapeLike } from '../../lib/sql';

export type AuditRow = typeof adminAuditLog.$inferSelect;
export type NewAuditRow = typeof adminAuditLog.$inferInsert;
export type AuditWithActor = AuditRow & { actorName: string | null };

const { passwordHash: _hash, googleSub: _sub, ...accountColumns } = getTableColumns(users);
export type AccountRow = Omit<typeof users.$inferSelect, 'passwordHash' | 'googleSub'>;
export type AccountWithAgency = AccountRow & { agencyName: string | null };

export interface AccountFilter {
  status?: UserStatus;
  role?: Role;
  q?: string;
  premium?: boolean;
}

/** Serialises the changes that may take the admin role away from someone (role change, suspension). */
const LAST_ADMIN_LOCK_KEY = 7_245_112_803;

/** Newest first by time-ordered id: a page is the rows before the cursor (a malformed one is ignored). */
const before = (column: typeof users.id | typeof feedback.id, cursor?: string) =>
  cursor && isUuid(cursor) ? lt(column, cursor) : undefined;

function accountConditions(filter: AccountFilter): SQL | undefined {
  const text = filter.q?.trim().toLowerCase();
  const prefix = text ? `${escapeLike(text)}%` : undefined;
  return and(
    filter.status ? eq(users.status, filter.status) : undefined,
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.premium ? eq(users.isPremium, true) : undefined,
    // Both match an index: users_email_prefix_idx and users_name_prefix_idx (lower(name)).
    prefix ? or(sql`${users.email} like ${prefix}`, sql`lower(${users.name}) like ${prefix}`) : undefined,
  );
}

export type Counts = Record<string, number>;

export interface StatsRow {
  /** [role, status, count] of each pair: one scan of users for both breakdowns. */
  by_role_status: [string, string, number][];
  premium: number;
  trips: number;
  agencies: number;
  ai_by_feature: Counts;
  ai_last_30_days: number;
  feedback_by_type: Counts;
  signups: Counts;
}

/** `{key: count}` of one grouped count, as one JSON value (a sub-select of the one statement). */
const grouped = (column: string, table: string, where = sql``) =>
  sql`(select coalesce(json_object_agg(k, n), '{}') from (select ${sql.raw(column)} as k, count(*)::int as n from ${sql.raw(table)} ${where} group by 1) g)`;

export const adminRepository = {
  /**
   * The dashboard's figures in ONE statement. The filtered parts are read from their indexes (premium
   * users, sign-ups since a date, AI use in 30 days); each breakdown is one pass over its table (users by
   * role and status together), which the role, feature and type indexes serve as index-only scans once
   * the table is vacuumed. Measured with 100,000 accounts by `npm run bench` (BENCH_ONLY=stats).
   */
  async statsRow(db: Executor, since30: string, signupsSince: string): Promise<StatsRow> {
    const result = await db.execute(sql`
    select
      (select coalesce(json_agg(json_build_array(role, status, n)), '[]')
        from (select role, status, count(*)::int as n from users group by 1, 2) g) as by_role_status,
      (select count(*)::int from users where is_premium) as premium,
      (select count(*)::int from trips) as trips,
      (select count(*)::int from agencies) as agencies,
      ${grouped('feature', 'ai_usages')} as ai_by_feature,
      (select count(*)::int from ai_usages where used_at >= ${since30}::timestamptz) as ai_last_30_days,
      ${grouped('type', 'feedback')} as feedback_by_type,
      (select coalesce(json_object_agg(to_char(week, 'YYYY-MM-DD'), n), '{}')
        from (select date_trunc('week', created_at at time zone 'UTC') as week, count(*)::int as n from users
              where created_at >= ${signupsSince}::timestamptz group by 1) w) as signups`);
    return (result as unknown as { rows: StatsRow[] }).rows[0]!;
  },

  /** One page of accounts with their agency's name, newest first; one more row tells if a page follows. */
  accounts(db: Executor, filter: AccountFilter, limit: number, cursor?: string) {
    return db
      .select({ ...accountColumns, agencyName: agencies.name })
      .from(users)
      .leftJoin(agencies, eq(agencies.id, users.agencyId))
      .where(and(accountConditions(filter), before(users.id, cursor)))
      .orderBy(desc(users.id))
      .limit(limit + 1);
  },

  async account(db: Executor, id: string): Promise<AccountWithAgency | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .select({ ...accountColumns, agencyName: agencies.name })
      .from(users)
      .leftJoin(agencies, eq(agencies.id, users.agencyId))
      .where(eq(users.id, id));
    return row;
  },

  /** The latest audit entry of each of these accounts, with the acting administrator's name: one statement. */
  async lastActions(db: Executor, targetIds: string[]): Promise<Map<string, AuditWithActor>> {
    if (targetIds.length === 0) return new Map();
    const actor = alias(users, 'actor');
    const rows = await db
      .selectDistinctOn([adminAuditLog.targetId], {
        ...getTableColumns(adminAuditLog),
        actorName: actor.name,
      })
      .from(adminAuditLog)
      .leftJoin(actor, eq(actor.id, adminAuditLog.actorId))
      .where(inArray(adminAuditLog.targetId, targetIds))
      .orderBy(adminAuditLog.targetId, desc(adminAuditLog.createdAt), desc(adminAuditLog.id));
    return new Map(rows.map((row) => [row.targetId!, row]));
  },

  async audit(db: Executor, values: NewAuditRow | NewAuditRow[]): Promise<void> {
    const rows = Array.isArray(values) ? values : [values];
    if (rows.length > 0) await db.insert(adminAuditLog).values(rows);
  },

  /** Moves an account from one status to another; nothing (undefined) when it was not in `from`. */
  async changeStatus(
    db: Executor,
    id: string,
    from: UserStatus,
    to: UserStatus,
    { revokeTokens = false } = {},
  ): Promise<AccountRow | undefined> {
    const [row] = await db
      .update(users)
      .set({
        status: to,
        ...(revokeTokens ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      })
      .where(and(eq(users.id, id), eq(users.status, from)))
      .returning(accountColumns);
    return row;
  },

  /** Deletes an account still waiting for approval; undefined when it is not (or no longer) pending. */
  async deletePending(db: Executor, id: string): Promise<AccountRow | undefined> {
    const [row] = await db
      .delete(users)
      .where(and(eq(users.id, id), eq(users.status, 'pending')))
      .returning(accountColumns);
    return row;
  },

  async setRole(db: Executor, id: string, role: Role): Promise<void> {
    await db.update(users).set({ role }).where(eq(users.id, id));
  },

  /** A manual premium grant (its end as an instant, or null for none) or its end. */
  async setPremium(
    db: Executor,
    id: string,
    isPremium: boolean,
    until: Date | null,
  ): Promise<AccountRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ isPremium, premiumUntil: until })
      .where(eq(users.id, id))
      .returning(accountColumns);
    return row;
  },

  /**
   * Role and suspension changes run one at a time, and take this first: two administrators acting on
   * each other at once would otherwise each hold one row (and the audit row's key lock on the other) and
   * wait for the other's — a deadlock PostgreSQL ends by failing one of them.
   */
  async serializeAdminChanges(db: Executor): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(${LAST_ADMIN_LOCK_KEY})`);
  },

  /** The row, locked until the transaction ends. */
  async lockAccount(db: Executor, id: string): Promise<AccountRow | undefined> {
    const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id)).for('update');
    return row;
  },

  /**
   * Whether an active administrator other than `userId` remains. Taken under a transaction-wide lock,
   * so two administrators demoting or suspending each other at once cannot leave the platform with none.
   */
  async anotherActiveAdmin(db: Executor, userId: string): Promise<boolean> {
    await db.execute(sql`select pg_advisory_xact_lock(${LAST_ADMIN_LOCK_KEY})`);
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.status, 'active'), ne(users.id, userId)))
      .limit(1);
    return row !== undefined;
  },

  async activeAdminIds(db: Executor): Promise<string[]> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
    return rows.map((row) => row.id);
  },

  /**
   * Ends every manual grant whose last day is over; each row is claimed by the one update that ends it.
   * A paid subscription is never ended here (only its provider's events end it).
   */
  expirePremium(db: Executor, now: Date) {
    const subscribed = db
      .select({ userId: premiumSubscriptions.userId })
      .from(premiumSubscriptions)
      .where(and(eq(premiumSubscriptions.userId, users.id), eq(premiumSubscriptions.status, 'active')));
    return db
      .update(users)
      .set({ isPremium: false, premiumUntil: null })
      .where(and(isNotNull(users.premiumUntil), lt(users.premiumUntil, now), notExists(subscribed)))
      .returning({ id: users.id, name: users.name, email: users.email });
  },

  /** One page of feedback, newest first, with its sender (null once their account is deleted). */
  feedback(db: Executor, type: FeedbackType | undefined, limit: number, cursor?: string) {
    return db
      .select({
        id: feedback.id,
        type: feedback.type,
        text: feedback.text,
        createdAt: feedback.createdAt,
        userId: users.id,
        userName: users.name,
        userEmail: users.email,
      })
      .from(feedback)
      .leftJoin(users, eq(users.id, feedback.userId))
      .where(and(type ? eq(feedback.type, type) : undefined, before(feedback.id, cursor)))
      .orderBy(desc(feedback.id))
      .limit(limit + 1);
  },
};
