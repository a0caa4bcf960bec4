import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { agencies, agencyMembers, users } from '../../db/schema';
import type { Executor } from '../../db/client';
import { isUuid } from '../../lib/ids';

export type AgencyRow = typeof agencies.$inferSelect;
export type MemberRow = typeof agencyMembers.$inferSelect;
export interface MemberWithUser {
  member: MemberRow;
  user: { id: string; name: string; email: string; role: string };
}

const memberColumns = {
  member: agencyMembers,
  user: { id: users.id, name: users.name, email: users.email, role: users.role },
};

export const agenciesRepository = {
  async find(db: Executor, id: string): Promise<AgencyRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(agencies).where(eq(agencies.id, id));
    return row;
  },

  list(db: Executor, ids?: string[]): Promise<AgencyRow[]> {
    return db
      .select()
      .from(agencies)
      .where(
        ids ? inArray(agencies.id, ids.length ? ids : ['00000000-0000-0000-0000-000000000000']) : undefined,
      )
      .orderBy(asc(agencies.name), asc(agencies.id));
  },

  async counts(db: Executor, ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select({ agencyId: agencyMembers.agencyId, kind: agencyMembers.kind, total: count() })
      .from(agencyMembers)
      .where(inArray(agencyMembers.agencyId, ids))
      .groupBy(agencyMembers.agencyId, agencyMembers.kind);
  },

  /** Everyone in the agency with their account's name and e-mail, consultants then clients, by name. */
  members(db: Executor, agencyId: string): Promise<MemberWithUser[]> {
    return db
      .select(memberColumns)
      .from(agencyMembers)
      .innerJoin(users, eq(users.id, agencyMembers.userId))
      .where(eq(agencyMembers.agencyId, agencyId))
      .orderBy(asc(users.name), asc(agencyMembers.id));
  },

  async membership(db: Executor, userId: string): Promise<MemberRow | undefined> {
    const [row] = await db.select().from(agencyMembers).where(eq(agencyMembers.userId, userId));
    return row;
  },

  async member(db: Executor, agencyId: string, memberId: string, kind: MemberRow['kind']) {
    if (!isUuid(memberId)) return undefined;
    const [row] = await db
      .select(memberColumns)
      .from(agencyMembers)
      .innerJoin(users, eq(users.id, agencyMembers.userId))
      .where(
        and(
          eq(agencyMembers.id, memberId),
          eq(agencyMembers.agencyId, agencyId),
          eq(agencyMembers.kind, kind),
        ),
      );
    return row;
  },
};
