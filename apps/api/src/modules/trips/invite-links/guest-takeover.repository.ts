import { and, eq, sql } from 'drizzle-orm';
import { expenses, expenseShares, tripInviteLinks, tripParticipants } from '../../../db/schema';
import type { Executor } from '../../../db/client';
import { isUuid } from '../../../lib/ids';

/** The trip's guest, locked until the transaction ends; undefined for anyone else (a user, another trip). */
export async function lockGuest(db: Executor, tripId: string, participantId: string) {
  if (!isUuid(participantId)) return undefined;
  const [row] = await db
    .select()
    .from(tripParticipants)
    .where(
      and(
        eq(tripParticipants.id, participantId),
        eq(tripParticipants.tripId, tripId),
        eq(tripParticipants.kind, 'guest'),
      ),
    )
    .for('update');
  return row;
}

/**
 * A named guest of the trip's costs becomes `user` (issue 34, "guests become members"): the guest's row
 * turns into the user's own when they have none on this trip yet; otherwise the guest is merged into the
 * row they have. Either way every expense the guest paid or shares is then the user's, so what each
 * person paid and owes (and the trip's balances) stay exactly what they were. False when the participant
 * is no longer a guest of this trip (taken over already). Runs inside the caller's transaction.
 */
export async function takeOverGuest(
  db: Executor,
  tripId: string,
  guestId: string,
  user: { id: string; name: string },
): Promise<boolean> {
  const guest = await lockGuest(db, tripId, guestId);
  if (!guest) return false;
  const [own] = await db
    .select({ id: tripParticipants.id })
    .from(tripParticipants)
    .where(and(eq(tripParticipants.tripId, tripId), eq(tripParticipants.userId, user.id)))
    .for('update');
  if (own) {
    await mergeParticipant(db, guest.id, own.id);
  } else {
    await db
      .update(tripParticipants)
      .set({ kind: 'user', userId: user.id, name: user.name })
      .where(eq(tripParticipants.id, guest.id));
  }
  return true;
}

/**
 * Moves everything of participant `from` onto `into`, then removes `from`. On an expense both share, the
 * two shares become one (their sum, at the earlier position), which is no longer an equal split.
 */
async function mergeParticipant(db: Executor, from: string, into: string): Promise<void> {
  await db.update(expenses).set({ paidBy: into }).where(eq(expenses.paidBy, from));
  await db.execute(sql`
    update expenses set division = 'unequal'
    where id in (
      select mine.expense_id from expense_shares mine
      join expense_shares theirs on theirs.expense_id = mine.expense_id
      where mine.participant_id = ${into} and theirs.participant_id = ${from}
    )`);
  await db.execute(sql`
    update expense_shares mine
    set share_minor = mine.share_minor + theirs.share_minor, position = least(mine.position, theirs.position)
    from expense_shares theirs
    where theirs.expense_id = mine.expense_id and mine.participant_id = ${into}
      and theirs.participant_id = ${from}`);
  await db.execute(sql`
    delete from expense_shares theirs
    where theirs.participant_id = ${from} and exists (
      select 1 from expense_shares mine
      where mine.expense_id = theirs.expense_id and mine.participant_id = ${into}
    )`);
  await db.update(expenseShares).set({ participantId: into }).where(eq(expenseShares.participantId, from));
  // The guest's links would go with the guest's row (on delete cascade); kept, a used one still says so.
  await db
    .update(tripInviteLinks)
    .set({ participantId: into })
    .where(eq(tripInviteLinks.participantId, from));
  await db.delete(tripParticipants).where(eq(tripParticipants.id, from));
}
