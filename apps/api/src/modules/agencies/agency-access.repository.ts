import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { agencies, agencyMembers, trips, tripShares, users } from '../../db/schema';
import type { Executor } from '../../db/client';

/** Whose derived access to recompute: the trips of one client, or the clients of one consultant. */
export type GrantScope = { clientMemberId: string } | { consultantMemberId: string };

/**
 * The access an agency's role gives its staff to client trips (issue 27). It is kept as shares marked
 * with the agency (`trip_shares.agency_id`), so every reader of shares (the trip routes, the trip list,
 * the calendar feed, the people search) sees exactly the access in force, and it is settled in the same
 * transaction as every change of a relation it comes from:
 *
 * A share marked with agency A on trip T (which A plans: `trips.agency_id` = A) held by S lasts while
 * T's owner is an active client of A, S is an active consultant of A, and S is that client's assigned
 * consultant or A's consultant-admin. Any other marked share is deleted: a consultant removed,
 * deactivated, demoted or turned into a plain user by the platform admin, a client removed or given to
 * another consultant. A client's assigned consultant, when active, gets an admin share on each of the
 * client's trips A plans: reactivating a consultant or assigning them a client gives those back.
 * Deleting the agency deletes its marked shares (on delete cascade); deleting an account deletes that
 * account's shares. A share the owner gave in person is unmarked and outlives all of this.
 */
export const agencyAccessRepository = {
  async settle(db: Executor, agencyId: string, grant?: GrantScope): Promise<void> {
    await lockAgency(db, agencyId);
    await revokeUnbacked(db, agencyId);
    if (grant) await grantAssigned(db, agencyId, grant);
  },

  /** A trip the agency plans for a client: the planner's share is the agency's, not the client's. */
  async plan(db: Executor, agencyId: string, tripId: string, plannerId: string): Promise<void> {
    await lockAgency(db, agencyId);
    await db.update(trips).set({ agencyId }).where(eq(trips.id, tripId));
    await db
      .insert(tripShares)
      .values({ tripId, userId: plannerId, role: 'admin', agencyId })
      .onConflictDoNothing();
  },

  /** A client leaving takes their trips with them: the agency plans none of them any more. */
  async release(db: Executor, agencyId: string, clientUserId: string): Promise<void> {
    await lockAgency(db, agencyId);
    await db
      .update(trips)
      .set({ agencyId: null })
      .where(and(eq(trips.ownerId, clientUserId), eq(trips.agencyId, agencyId)));
    await revokeUnbacked(db, agencyId);
  },
};

/**
 * Changes of one agency's access take turns: otherwise a share granted while a removal commits could be
 * checked against the membership as it was and outlive it. (`no key update` leaves the agency's rows free
 * to be referenced meanwhile.)
 */
async function lockAgency(db: Executor, agencyId: string) {
  await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, agencyId)).for('no key update');
}

async function revokeUnbacked(db: Executor, agencyId: string) {
  await db.execute(sql`
    delete from ${tripShares} s
    where s.agency_id = ${agencyId}::uuid
      and not exists (
        select 1
        from ${trips} t
        join ${agencyMembers} c
          on c.user_id = t.owner_id and c.agency_id = ${agencyId}::uuid
         and c.kind = 'client' and c.status = 'active'
        join ${agencyMembers} m
          on m.user_id = s.user_id and m.agency_id = ${agencyId}::uuid
         and m.kind = 'consultant' and m.status = 'active'
        join ${users} u on u.id = s.user_id
        where t.id = s.trip_id and t.agency_id = ${agencyId}::uuid
          and (c.consultant_id = m.id or u.role = 'consultant-admin')
      )`);
}

async function grantAssigned(db: Executor, agencyId: string, scope: GrantScope) {
  const client = alias(agencyMembers, 'client');
  const consultant = alias(agencyMembers, 'consultant');
  const due = await db
    .select({ tripId: trips.id, userId: consultant.userId })
    .from(trips)
    .innerJoin(
      client,
      and(
        eq(client.userId, trips.ownerId),
        eq(client.agencyId, agencyId),
        eq(client.kind, 'client'),
        eq(client.status, 'active'),
      ),
    )
    .innerJoin(
      consultant,
      and(
        eq(consultant.id, client.consultantId),
        eq(consultant.kind, 'consultant'),
        eq(consultant.status, 'active'),
      ),
    )
    .where(
      and(
        eq(trips.agencyId, agencyId),
        'clientMemberId' in scope
          ? eq(client.id, scope.clientMemberId)
          : eq(consultant.id, scope.consultantMemberId),
      ),
    );
  if (due.length === 0) return;
  // A share the owner already gave that person stays as it is, personal.
  await db
    .insert(tripShares)
    .values(due.map((row) => ({ ...row, role: 'admin' as const, agencyId })))
    .onConflictDoNothing();
}
