import type { Participant } from '@trilha/shared';
import type { Database, Executor } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { tripsRepository, type Person, type TripRow } from '../trips/trips.repository';
import type { TripsService } from '../trips/trips.service';
import { participantsRepository, type ParticipantRow } from './participants.repository';
import { itemParticipantsRepository } from '../bookings/item-participants.repository';
import { splitPresetsRepository } from './split-presets.repository';

export type { ParticipantRow };

export const presentParticipant = (row: ParticipantRow): Participant => ({
  _id: row.id,
  name: row.name,
  kind: row.kind,
  userId: row.userId,
});

/** The trip's participant rows as JSON inside a larger statement (the expense summary's read). */
export const participantsJson = participantsRepository.forTripJson;

/**
 * Of a trip's participant rows, those still its people: its users, its guests, and anyone who left the
 * trip but is named in one of its expenses (`referenced`).
 */
export function stillInTrip(rows: ParticipantRow[], people: Person[], referenced: ReadonlySet<string>) {
  const members = new Set(people.map((person) => person.userId));
  return rows.filter(
    (row) =>
      row.kind === 'guest' || (row.userId !== null && members.has(row.userId)) || referenced.has(row.id),
  );
}

export function createParticipantsService({ db, trips }: { db: Database; trips: TripsService }) {
  const rowsOf = (tripId: string) => participantsRepository.forTrip(db, tripId);

  /**
   * The trip's users, its guests, and anyone who left the trip but still appears in its expenses. The
   * users' rows are written only when one is missing or a name changed, so reading stays a read.
   */
  async function current(trip: TripRow): Promise<ParticipantRow[]> {
    const [people, existing, referenced] = await Promise.all([
      tripsRepository.people(db, trip),
      rowsOf(trip.id),
      participantsRepository.referencedIds(db, trip.id),
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
    return stillInTrip(await upToDate(trip, people, existing), people, referenced);
  }

  /**
   * The trip's participant rows with its users' written where one is missing or a name changed, in the
   * trip's order: its users as the trip lists them (owner first), then guests and former members as
   * they came.
   */
  async function upToDate(trip: TripRow, people: Person[], existing: ParticipantRow[]) {
    const byUser = new Map(existing.map((row) => [row.userId, row]));
    const stale = people.filter((person) => byUser.get(person.userId)?.name !== person.name);
    let rows = existing;
    if (stale.length > 0) {
      await participantsRepository.upsertUsers(db, trip.id, stale);
      rows = await rowsOf(trip.id);
    }
    const members = people.map((person) => person.userId);
    const rank = (row: ParticipantRow) => {
      const member = row.userId ? members.indexOf(row.userId) : -1;
      return member >= 0 ? member : members.length;
    };
    return [...rows].sort((a, b) => rank(a) - rank(b));
  }

  return {
    current,
    reconcile,
    upToDate,

    /** Of `ids`, those that are not people of this trip. */
    async unknown(db: Executor, tripId: string, ids: string[]): Promise<string[]> {
      const known = await participantsRepository.known(db, tripId, ids);
      return ids.filter((id) => !known.has(id));
    },

    async list(actor: Actor, tripId: string): Promise<Participant[]> {
      const { trip } = await trips.load(actor, tripId, 'read');
      return (await current(trip)).map(presentParticipant);
    },

    async addGuest(actor: Actor, tripId: string, name: string): Promise<Participant> {
      const { trip } = await trips.load(actor, tripId, 'update');
      return presentParticipant(await participantsRepository.insertGuest(db, trip.id, name));
    },

    /**
     * Only guests go this way (users leave through sharing), and only while no expense mentions them; the
     * split presets lose them in the same transaction.
     */
    async removeGuest(actor: Actor, tripId: string, participantId: string): Promise<void> {
      const { trip } = await trips.load(actor, tripId, 'update');
      await db.transaction(async (tx) => {
        const row = await participantsRepository.findForUpdate(tx, trip.id, participantId);
        if (!row) throw notFound('PARTICIPANT');
        if (row.kind !== 'guest') throw conflict('PARTICIPANT_IS_MEMBER');
        if (await participantsRepository.inExpenses(tx, trip.id, row.id))
          throw conflict('PARTICIPANT_HAS_EXPENSES');
        // Who goes stays explicit: an item would be left with nobody, so it is changed by hand first.
        if (await itemParticipantsRepository.aloneOnAnItem(tx, trip.id, row.id))
          throw conflict('PARTICIPANT_ALONE_ON_ITEM');
        await itemParticipantsRepository.removeFromItems(tx, trip.id, row.id);
        await splitPresetsRepository.removeParticipant(tx, trip.id, row.id);
        await participantsRepository.delete(tx, row.id);
      });
    },
  };
}

export type ParticipantsService = ReturnType<typeof createParticipantsService>;
