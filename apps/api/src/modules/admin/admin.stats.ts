import { sql } from 'drizzle-orm';
import {
  addDays,
  AI_USAGE_FEATURES,
  FEEDBACK_TYPES,
  ROLES,
  SIGNUP_WEEKS,
  USER_STATUSES,
  type AdminStats,
} from '@trilha/shared';
import type { Executor } from '../../db/client';

type Counts = Record<string, number>;

interface StatsRow {
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

/** The Monday (UTC) of the week holding `day`. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Every key of `keys`, zero when absent; keys the contract does not know are left out. */
const fill = <K extends string>(keys: readonly K[], counts: Counts) =>
  Object.fromEntries(keys.map((key) => [key, counts[key] ?? 0])) as Record<K, number>;
const sum = (counts: Counts) => Object.values(counts).reduce((total, n) => total + n, 0);

/** `{key: count}` of one grouped count, as one JSON value (a sub-select of the one statement). */
const grouped = (column: string, table: string, where = sql``) =>
  sql`(select coalesce(json_object_agg(k, n), '{}') from (select ${sql.raw(column)} as k, count(*)::int as n from ${sql.raw(table)} ${where} group by 1) g)`;

/**
 * The dashboard's figures in ONE statement. The filtered parts are read from their indexes (premium
 * users, sign-ups since a date, AI use in 30 days); each breakdown is one pass over its table (users by
 * role and status together), which the role, feature and type indexes serve as index-only scans once
 * the table is vacuumed. Measured with 100,000 accounts by `npm run bench` (BENCH_ONLY=stats).
 */
export async function readStats(db: Executor, now: Date): Promise<AdminStats> {
  const today = now.toISOString().slice(0, 10);
  const firstWeek = addDays(weekStart(today), -7 * (SIGNUP_WEEKS - 1));
  const since30 = new Date(now.getTime() - 30 * 86_400_000).toISOString();
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
              where created_at >= ${`${firstWeek}T00:00:00Z`}::timestamptz group by 1) w) as signups`);
  const row = (result as unknown as { rows: StatsRow[] }).rows[0]!;
  const byRole: Counts = {};
  const byStatus: Counts = {};
  for (const [role, status, n] of row.by_role_status) {
    byRole[role] = (byRole[role] ?? 0) + n;
    byStatus[status] = (byStatus[status] ?? 0) + n;
  }
  return {
    users: { total: sum(byRole), byRole: fill(ROLES, byRole), byStatus: fill(USER_STATUSES, byStatus) },
    premiumUsers: row.premium,
    trips: row.trips,
    agencies: row.agencies,
    aiUsage: {
      total: sum(row.ai_by_feature),
      last30Days: row.ai_last_30_days,
      byFeature: fill(AI_USAGE_FEATURES, row.ai_by_feature),
    },
    feedback: { total: sum(row.feedback_by_type), byType: fill(FEEDBACK_TYPES, row.feedback_by_type) },
    signupsPerWeek: Array.from({ length: SIGNUP_WEEKS }, (_, index) => {
      const start = addDays(firstWeek, 7 * index);
      return { weekStart: start, count: row.signups[start] ?? 0 };
    }),
  };
}
