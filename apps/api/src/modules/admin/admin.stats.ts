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
import { adminRepository, type Counts } from './admin.repository';

/** The Monday (UTC) of the week holding `day`. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Every key of `keys`, zero when absent; keys the contract does not know are left out. */
const fill = <K extends string>(keys: readonly K[], counts: Counts) =>
  Object.fromEntries(keys.map((key) => [key, counts[key] ?? 0])) as Record<K, number>;
const sum = (counts: Counts) => Object.values(counts).reduce((total, n) => total + n, 0);

/** The dashboard's figures (admin.repository.ts reads them in one statement). */
export async function readStats(db: Executor, now: Date): Promise<AdminStats> {
  const today = now.toISOString().slice(0, 10);
  const firstWeek = addDays(weekStart(today), -7 * (SIGNUP_WEEKS - 1));
  const since30 = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  const row = await adminRepository.statsRow(db, since30, `${firstWeek}T00:00:00Z`);
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
