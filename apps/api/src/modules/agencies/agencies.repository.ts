import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { agencies, agencyMembers, users } from '../../db/schema';
import type { Executor } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { agencyAccessRepository } from './agency-access.repository';

export type AgencyRow = typeof agencies.$inferSelect;
export type NewAgencyRow = typeof agencies.$inferInsert;
export type MemberRow = typeof agencyMembers.$inferSelect;
export type NewMemberRow = typeof agencyMembers.$inferInsert;
export interface MemberWithUser {
  member: MemberRow;
  user: {
    id: string;
    name: string;
    email: string;
    role: string;
    createdByAgencyId: string | null;
    lastSignInAt: Date | null;
  };
}

const memberColumns = {
  member: agencyMembers,
  user: {
    id: users.id,
    name: users.name,
    email: users.email,
    role: users.role,
    createdByAgencyId: users.createdByAgencyId,
    lastSignInAt: users.lastSignInAt,
  },
};

export const agenciesRepository = {
  async find(db: Executor, id: string): Promise<AgencyRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(agencies).where(eq(agencies.id, id));
    return row;
  },

  async insert(db: Executor, values: NewAgencyRow): Promise<AgencyRow> {
    const [row] = await db.insert(agencies).values(values).returning();
    return row!;
  },

  async update(db: Executor, id: string, values: Partial<NewAgencyRow>): Promise<AgencyRow | undefined> {
    const [row] = await db.update(agencies).set(values).where(eq(agencies.id, id)).returning();
    return row;
  },

  /** Deletes the agency (its memberships with it); its members' accounts go back to plain users. */
  async delete(db: Executor, id: string): Promise<void> {
    await db.update(users).set({ role: 'user', agencyId: null }).where(eq(users.agencyId, id));
    await db.delete(agencies).where(eq(agencies.id, id));
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

  /** The agency a user belongs to; an invitation they have not accepted is not a membership. */
  async membership(db: Executor, userId: string): Promise<MemberRow | undefined> {
    const [row] = await db
      .select()
      .from(agencyMembers)
      .where(and(eq(agencyMembers.userId, userId), ne(agencyMembers.status, 'invited')));
    return row;
  },

  /** The agency row of a user, accepted or only invited: a person is in or invited to one agency at most. */
  async anyMembership(db: Executor, userId: string): Promise<MemberRow | undefined> {
    const [row] = await db.select().from(agencyMembers).where(eq(agencyMembers.userId, userId));
    return row;
  },

  async insertMember(db: Executor, values: NewMemberRow): Promise<MemberRow> {
    const [row] = await db.insert(agencyMembers).values(values).returning();
    return row!;
  },

  async updateMember(db: Executor, memberId: string, values: Partial<NewMemberRow>): Promise<void> {
    await db.update(agencyMembers).set(values).where(eq(agencyMembers.id, memberId));
  },

  async deleteMember(db: Executor, memberId: string): Promise<void> {
    await db.delete(agencyMembers).where(eq(agencyMembers.id, memberId));
  },

  /** Makes a pending invitation a membership; undefined when it is no longer pending (answered meanwhile). */
  async acceptInvitation(db: Executor, memberId: string): Promise<MemberRow | undefined> {
    const [row] = await db
      .update(agencyMembers)
      .set({ status: 'active', invitedRole: null })
      .where(and(eq(agencyMembers.id, memberId), eq(agencyMembers.status, 'invited')))
      .returning();
    return row;
  },

  /** Withdraws a pending invitation; a membership it has become meanwhile stays. */
  async declineInvitation(db: Executor, memberId: string): Promise<void> {
    await db
      .delete(agencyMembers)
      .where(and(eq(agencyMembers.id, memberId), eq(agencyMembers.status, 'invited')));
  },

  /**
   * A consultant leaves the agency (their clients lose their assignment, the account stays): an accepted
   * one goes back to role `user` and loses the client trips the agency gave them; a withdrawn invitation
   * leaves the account as it was, as it never took the agency's role.
   */
  async removeConsultant(
    db: Executor,
    member: Pick<MemberRow, 'id' | 'agencyId' | 'userId' | 'status'>,
  ): Promise<void> {
    await db.delete(agencyMembers).where(eq(agencyMembers.id, member.id));
    if (member.status !== 'invited') {
      await db.update(users).set({ role: 'user', agencyId: null }).where(eq(users.id, member.userId));
    }
    await agencyAccessRepository.settle(db, member.agencyId);
  },

  /** A user's pending invitations with the agency's name and who invited them. */
  async invitations(db: Executor, userId: string, invitationId?: string) {
    if (invitationId !== undefined && !isUuid(invitationId)) return [];
    const inviter = alias(users, 'inviter');
    return db
      .select({ member: agencyMembers, agencyName: agencies.name, invitedByName: inviter.name })
      .from(agencyMembers)
      .innerJoin(agencies, eq(agencies.id, agencyMembers.agencyId))
      .leftJoin(inviter, eq(inviter.id, agencyMembers.invitedBy))
      .where(
        and(
          eq(agencyMembers.userId, userId),
          eq(agencyMembers.status, 'invited'),
          invitationId ? eq(agencyMembers.id, invitationId) : undefined,
        ),
      )
      .orderBy(asc(agencyMembers.createdAt));
  },

  /** The name of a client's assigned consultant, keyed by their membership id, for presentClient. */
  async consultantName(db: Executor, client: Pick<MemberRow, 'agencyId' | 'consultantId'>) {
    const consultant = client.consultantId
      ? await this.member(db, client.agencyId, client.consultantId, 'consultant')
      : undefined;
    return new Map(consultant ? [[consultant.member.id, consultant.user.name]] : []);
  },

  /** A client of any agency by membership id (for the platform admin). */
  async client(db: Executor, memberId: string): Promise<MemberWithUser | undefined> {
    if (!isUuid(memberId)) return undefined;
    const [row] = await db
      .select(memberColumns)
      .from(agencyMembers)
      .innerJoin(users, eq(users.id, agencyMembers.userId))
      .where(and(eq(agencyMembers.id, memberId), eq(agencyMembers.kind, 'client')));
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
