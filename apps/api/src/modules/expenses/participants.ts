import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Participant } from '@trilha/shared';
import type { Database, Executor } from '../../db/client';
import { expenses, expenseShares, tripParticipants } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { jsonRows } from '../../db/json-rows';
import type { Actor } from '../../plugins/auth';
import { tripsRepository, type Person, type TripRow } from '../trips/trips.repository';
import type { TripsService } from '../trips/trips.service';

export type ParticipantRow = typeof tripParticipants.$inferSelect;

export const presentParticipant = (row: ParticipantRow): Participant => ({
  _id: row.id,
  name: row.name,
  kind: row.kind,
  userId: row.userId,
});

/** Participants some expense of the trip points at (as payer or as sharer). */
async function referencedIds(db: Executor, tripId: string): Promise<Set<string>> {
  const [payers, sharers] = await Promise.all([
    db.selectDistinct({ id: expenses.paidBy }).from(expenses).where(eq(expenses.tripId, tripId)),
    db
      .selectDistinct({ id: expenseShares.participantId })
      .from(expenseShares)
      .innerJoin(expenses, eq(expenses.id, expenseShares.expenseId))
      .where(eq(expenses.tripId, tripId)),
  ]);
  return new Set([...payers, ...sharers].map((row) => row.id));
}

/** The trip's participant rows as JSON inside a larger statement, in `rowsOf`'s order. */
export const participantsJson = (tripId: string) =>
  jsonRows(tripParticipants, {
    where: eq(tripParticipants.tripId, tripId),
    orderBy: [asc(tripParticipants.id)],
  });

export function createParticipantsService({ db, trips }: { db: Database; trips: TripsService }) {
  const rowsOf = (tripId: string) =>
    db
      .select()
      .from(tripParticipants)
      .where(eq(tripParticipants.tripId, tripId))
      .orderBy(tripParticipants.id);

  /**
   * The trip's users, its guests, and anyone who left the trip but still appears in its expenses. The
   * users' rows are written only when one is missing or a name changed, so reading stays a read.
   */
  async function current(trip: TripRow): Promise<ParticipantRow[]> {
    const [people, existing, referenced] = await Promise.all([
      tripsRepository.people(db, trip),
      rowsOf(trip.id),
      referencedIds(db, trip.id),
    ]);
    return reconcile(trip, people, existing, referenced);
  }

  /** `current` from rows already read (the trip page reads them with everything else). */
  async function reconcile(
    trip: TripRow,
    people: Person[],
    existing: ParticipantRow[],
    referenced: Set<string>,
  ): Promise<ParticipantRow[]> {
    const byUser = new Map(existing.map((row) => [row.userId, row]));
    const stale = people.filter((person) => byUser.get(person.userId)?.name !== person.name);
    let rows = existing;
    if (stale.length > 0) {
      await db
        .insert(tripParticipants)
        .values(
          stale.map((person) => ({
            tripId: trip.id,
            kind: 'user' as const,
            userId: person.userId,
            name: person.name,
          })),
        )
        .onConflictDoUpdate({
          target: [tripParticipants.tripId, tripParticipants.userId],
          set: { name: sql`excluded.name` },
        });
      rows = await rowsOf(trip.id);
    }
    // The trip's users in the trip's order (owner first), then guests and former members as they came.
    const members = people.map((person) => person.userId);
    const rank = (row: ParticipantRow) => {
      const member = row.userId ? members.indexOf(row.userId) : -1;
      return member >= 0 ? member : members.length;
    };
    return rows
      .filter((row) => row.kind === 'guest' || rank(row) < members.length || referenced.has(row.id))
      .sort((a, b) => rank(a) - rank(b));
  }

  return {
    current,
    reconcile,

    /** Of `ids`, those that are not people of this trip. */
    async unknown(db: Executor, tripId: string, ids: string[]): Promise<string[]> {
      const valid = ids.filter(isUuid);
      const rows = valid.length
        ? await db
            .select({ id: tripParticipants.id })
            .from(tripParticipants)
            .where(and(eq(tripParticipants.tripId, tripId), inArray(tripParticipants.id, valid)))
        : [];
      const known = new Set(rows.map((row) => row.id));
      return ids.filter((id) => !known.has(id));
    },

    async list(actor: Actor, tripId: string): Promise<Participant[]> {
      const { trip } = await trips.load(actor, tripId, 'read');
      return (await current(trip)).map(presentParticipant);
    },

    async addGuest(actor: Actor, tripId: string, name: string): Promise<Participant> {
      const { trip } = await trips.load(actor, tripId, 'update');
      const [row] = await db
        .insert(tripParticipants)
        .values({ tripId: trip.id, kind: 'guest', name })
        .returning();
      return presentParticipant(row!);
    },

    /** Only guests go this way (users leave through sharing), and only while no expense mentions them. */
    async removeGuest(actor: Actor, tripId: string, participantId: string): Promise<void> {
      const { trip } = await trips.load(actor, tripId, 'update');
      await db.transaction(async (tx) => {
        const [row] = isUuid(participantId)
          ? await tx
              .select()
              .from(tripParticipants)
              .where(and(eq(tripParticipants.id, participantId), eq(tripParticipants.tripId, trip.id)))
              .for('update')
          : [];
        if (!row) throw notFound('PARTICIPANT');
        if (row.kind !== 'guest') throw conflict('PARTICIPANT_IS_MEMBER');
        const [used] = await tx
          .select({ id: expenses.id })
          .from(expenses)
          .leftJoin(expenseShares, eq(expenseShares.expenseId, expenses.id))
          .where(
            and(
              eq(expenses.tripId, trip.id),
              or(eq(expenses.paidBy, row.id), eq(expenseShares.participantId, row.id)),
            ),
          )
          .limit(1);
        if (used) throw conflict('PARTICIPANT_HAS_EXPENSES');
        await tx.delete(tripParticipants).where(eq(tripParticipants.id, row.id));
      });
    },
  };
}

export type ParticipantsService = ReturnType<typeof createParticipantsService>;
