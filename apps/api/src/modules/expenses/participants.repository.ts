import { and, asc, eq, exists, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { expensePayers, expenses, expenseShares, tripParticipants } from '../../db/schema';
import { isUuid } from '../../lib/ids';
import { jsonRows } from '../../db/json-rows';
import { preparedOnce } from '../../db/prepared';

export type ParticipantRow = typeof tripParticipants.$inferSelect;

export const participantsRepository = {
  /** The trip's participant rows, in creation order. */
  forTrip: (db: Executor, tripId: string): Promise<ParticipantRow[]> =>
    db
      .select()
      .from(tripParticipants)
      .where(eq(tripParticipants.tripId, tripId))
      .orderBy(tripParticipants.id),

  /** The trip's participant rows as JSON inside a larger statement, in `forTrip`'s order. */
  forTripJson: (tripId: string) =>
    jsonRows(tripParticipants, {
      where: eq(tripParticipants.tripId, tripId),
      orderBy: [asc(tripParticipants.id)],
    }),

  /** Participants some expense of the trip points at (as payer, one of several payers, or sharer). */
  async referencedIds(db: Executor, tripId: string): Promise<Set<string>> {
    const [payers, sharers, coPayers] = await Promise.all([
      db.selectDistinct({ id: expenses.paidBy }).from(expenses).where(eq(expenses.tripId, tripId)),
      db
        .selectDistinct({ id: expenseShares.participantId })
        .from(expenseShares)
        .innerJoin(expenses, eq(expenses.id, expenseShares.expenseId))
        .where(eq(expenses.tripId, tripId)),
      db
        .selectDistinct({ id: expensePayers.participantId })
        .from(expensePayers)
        .innerJoin(expenses, eq(expenses.id, expensePayers.expenseId))
        .where(eq(expenses.tripId, tripId)),
    ]);
    return new Set([...payers, ...sharers, ...coPayers].map((row) => row.id));
  },

  /** Writes the trip's users' participant rows (new ones, or a name that changed). */
  async upsertUsers(db: Executor, tripId: string, people: { userId: string; name: string }[]): Promise<void> {
    await db
      .insert(tripParticipants)
      .values(
        people.map((person) => ({ tripId, kind: 'user' as const, userId: person.userId, name: person.name })),
      )
      .onConflictDoUpdate({
        target: [tripParticipants.tripId, tripParticipants.userId],
        set: { name: sql`excluded.name` },
      });
  },

  /** Of `ids` (uuids), those that are participants of the trip. */
  async known(db: Executor, tripId: string, ids: string[]): Promise<Set<string>> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return new Set();
    // Every expense written asks it: prepared once, the ids as one list (uuids hold no comma).
    const statement = preparedOnce(db, 'participants_known', () =>
      db
        .select({ id: tripParticipants.id })
        .from(tripParticipants)
        .where(
          and(
            eq(tripParticipants.tripId, sql.placeholder('tripId')),
            sql`${tripParticipants.id} = any(string_to_array(${sql.placeholder('ids')}, ',')::uuid[])`,
          ),
        )
        .prepare('participants_known'),
    );
    const rows = await statement.execute({ tripId, ids: valid.join(',') });
    return new Set(rows.map((row) => row.id));
  },

  async insertGuest(db: Executor, tripId: string, name: string): Promise<ParticipantRow> {
    const [row] = await db.insert(tripParticipants).values({ tripId, kind: 'guest', name }).returning();
    return row!;
  },

  /** The participant, locked until the transaction ends (for a removal that checks first). */
  async findForUpdate(db: Executor, tripId: string, id: string): Promise<ParticipantRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .select()
      .from(tripParticipants)
      .where(and(eq(tripParticipants.id, id), eq(tripParticipants.tripId, tripId)))
      .for('update');
    return row;
  },

  /**
   * Whether any expense of the trip names the participant, as payer (alone or one of several) or sharer.
   * Someone on a receipt's line has a share of it too.
   */
  async inExpenses(db: Executor, tripId: string, id: string): Promise<boolean> {
    const [used] = await db
      .select({ id: expenses.id })
      .from(expenses)
      .where(
        and(
          eq(expenses.tripId, tripId),
          or(
            eq(expenses.paidBy, id),
            exists(
              db
                .select({ one: sql`1` })
                .from(expenseShares)
                .where(and(eq(expenseShares.expenseId, expenses.id), eq(expenseShares.participantId, id))),
            ),
            exists(
              db
                .select({ one: sql`1` })
                .from(expensePayers)
                .where(and(eq(expensePayers.expenseId, expenses.id), eq(expensePayers.participantId, id))),
            ),
          ),
        ),
      )
      .limit(1);
    return used !== undefined;
  },

  async delete(db: Executor, id: string): Promise<void> {
    await db.delete(tripParticipants).where(eq(tripParticipants.id, id));
  },
};
