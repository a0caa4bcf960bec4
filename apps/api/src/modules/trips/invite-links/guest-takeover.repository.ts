import { and, eq, sql } from 'drizzle-orm';
import {
  expenses,
  expenseShares,
  flights,
  splitPresets,
  tripInviteLinks,
  tripParticipants,
} from '../../../db/schema';
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
    await mergeParticipant(db, tripId, guest.id, own.id);
  } else {
    await db
      .update(tripParticipants)
      .set({ kind: 'user', userId: user.id, name: user.name })
      .where(eq(tripParticipants.id, guest.id));
  }
  return true;
}

/** `ids` with `from` replaced by `into`, each id once, in their first order (SQL, for a uuid[] column). */
const replacedOnce = (column: string, from: string, into: string) => sql`array(
  select id from unnest(array_replace(${sql.identifier(column)}, ${from}::uuid, ${into}::uuid))
    with ordinality as t(id, n)
  group by id order by min(n))`;

/**
 * Moves everything of participant `from` onto `into`, then removes `from`. On an expense both share, the
 * two shares become one (their sum, at the earlier position), which is no longer an equal split (nor an
 * itemised one: its lines go, the shares keep every cent); on one both paid, the amounts add up. The
 * stays, tours and places `from` goes to become `into`'s, a flight's passenger linked to `from` is
 * linked to `into` unless another passenger is already, and the trip's split presets name `into`.
 */
async function mergeParticipant(db: Executor, tripId: string, from: string, into: string): Promise<void> {
  await db.update(expenses).set({ paidBy: into }).where(eq(expenses.paidBy, from));
  await mergePayers(db, tripId, from, into);
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
  await db.execute(sql`
    delete from expense_lines
    where expense_id in (select id from expenses where trip_id = ${tripId} and division = 'unequal')`);
  await db.execute(sql`
    update expenses set tax_minor = 0, tip_minor = 0
    where trip_id = ${tripId} and division = 'unequal' and (tax_minor <> 0 or tip_minor <> 0)`);
  await db.execute(sql`
    update expense_lines set participant_ids = ${replacedOnce('participant_ids', from, into)}
    where expense_id in (select id from expenses where trip_id = ${tripId})
      and ${from}::uuid = any(participant_ids)`);
  for (const table of ['bookings', 'tours', 'itinerary_items']) {
    await db.execute(sql`
      update ${sql.identifier(table)} set participant_ids = ${replacedOnce('participant_ids', from, into)}
      where trip_id = ${tripId} and ${from}::uuid = any(participant_ids)`);
  }
  await mergePassengers(db, tripId, from, into);
  await mergePresets(db, tripId, from, into);
  // The guest's links would go with the guest's row (on delete cascade); kept, a used one still says so.
  await db
    .update(tripInviteLinks)
    .set({ participantId: into })
    .where(eq(tripInviteLinks.participantId, from));
  await db.delete(tripParticipants).where(eq(tripParticipants.id, from));
}

/** Payers: `from`'s amount joins `into`'s on an expense both paid; an expense left with one payer has none. */
async function mergePayers(db: Executor, tripId: string, from: string, into: string): Promise<void> {
  await db.execute(sql`
    update expense_payers mine set amount_minor = mine.amount_minor + theirs.amount_minor,
      position = least(mine.position, theirs.position)
    from expense_payers theirs
    where theirs.expense_id = mine.expense_id and mine.participant_id = ${into}
      and theirs.participant_id = ${from}`);
  await db.execute(sql`
    delete from expense_payers theirs
    where theirs.participant_id = ${from} and exists (
      select 1 from expense_payers mine
      where mine.expense_id = theirs.expense_id and mine.participant_id = ${into}
    )`);
  await db.execute(sql`update expense_payers set participant_id = ${into} where participant_id = ${from}`);
  await db.execute(sql`
    delete from expense_payers p
    where p.expense_id in (select id from expenses where trip_id = ${tripId})
      and (select count(*) from expense_payers q where q.expense_id = p.expense_id) = 1`);
}

/** A passenger linked to `from` is linked to `into`, or unlinked when `into` already is a passenger. */
async function mergePassengers(db: Executor, tripId: string, from: string, into: string): Promise<void> {
  const rows = await db
    .select({ id: flights.id, passengers: flights.passengers })
    .from(flights)
    .where(
      and(
        eq(flights.tripId, tripId),
        sql`${flights.passengers} @> ${JSON.stringify([{ participantId: from }])}::jsonb`,
      ),
    );
  for (const row of rows) {
    const aboard = row.passengers.some((passenger) => passenger.participantId === into);
    const passengers = row.passengers.map((passenger) =>
      passenger.participantId === from ? { ...passenger, participantId: aboard ? null : into } : passenger,
    );
    await db.update(flights).set({ passengers }).where(eq(flights.id, row.id));
  }
}

/** A preset naming `from` names `into` instead, once: where `into` is already in it, `from` just leaves. */
async function mergePresets(db: Executor, tripId: string, from: string, into: string): Promise<void> {
  const rows = await db.select().from(splitPresets).where(eq(splitPresets.tripId, tripId));
  for (const row of rows) {
    const ids = row.units.flatMap((unit) => unit.participantIds);
    if (!ids.includes(from)) continue;
    const replacement = ids.includes(into) ? [] : [into];
    const units = row.units
      .map((unit) => ({
        ...unit,
        participantIds: unit.participantIds.flatMap((id) => (id === from ? replacement : [id])),
      }))
      .filter((unit) => unit.participantIds.length > 0);
    await db.update(splitPresets).set({ units }).where(eq(splitPresets.id, row.id));
  }
}
