import type { Passenger } from '@trilha/shared';
import type { Executor } from '../../db/client';
import { ValidationError } from '../../lib/errors';
import { participantsRepository } from '../expenses/participants.repository';

/**
 * Who goes on a stay, a tour, an itinerary place or a flight (the participants issue): ids of the trip's
 * people (trip_participants rows), null for everyone. Only people of the item's own trip may be named:
 * an id from another trip, or no id at all, is a 400 at its place in the body and is never stored.
 */
export async function assertTripParticipants(
  db: Executor,
  tripId: string,
  ids: readonly (string | null | undefined)[] | null | undefined,
  pathOf: (index: number) => string,
): Promise<void> {
  const named = (ids ?? []).filter((id): id is string => Boolean(id));
  if (named.length === 0) return;
  const known = await participantsRepository.known(db, tripId, named);
  const problems = (ids ?? []).flatMap((id, index) =>
    id && !known.has(id) ? [{ path: pathOf(index), message: 'validation.unknownParticipant' }] : [],
  );
  if (problems.length > 0) throw new ValidationError(problems);
}

export const participantPath = (index: number) => `participants.${index}`;

/** The item's `participants` answer: null (everyone) when none are named. */
export const presentParticipants = (ids: string[] | null | undefined): string[] | null =>
  ids && ids.length > 0 ? ids : null;

/** A flight's people are its linked passengers; a flight with none linked is everyone's. */
export function flightParticipants(passengers: Passenger[]): string[] | null {
  return presentParticipants(passengers.flatMap((passenger) => passenger.participantId ?? []));
}

/** Passengers as an import or a copy stores them: names and seats, linked to nobody. */
export const unlinkedPassengers = (passengers: Passenger[]): Passenger[] =>
  passengers.map(({ name, seat }) => ({ name, seat, participantId: null }));

/** The passengers' links, checked against the trip's people (`passengers.N.participantId`). */
export async function checkedPassengers(
  db: Executor,
  tripId: string,
  passengers: Passenger[],
): Promise<Passenger[]> {
  await assertTripParticipants(
    db,
    tripId,
    passengers.map((passenger) => passenger.participantId),
    (index) => `passengers.${index}.participantId`,
  );
  return passengers.map(({ name, seat, participantId }) => ({
    name,
    seat,
    participantId: participantId ?? null,
  }));
}

interface ParticipantWrites {
  insert(db: Executor, values: { tripId: string; participantIds?: string[] | null }): Promise<unknown>;
  update(
    db: Executor,
    tripId: string,
    id: string,
    columns: { participantIds?: string[] | null },
  ): Promise<unknown>;
}

/**
 * A stay's or a tour's repository that checks who goes before it writes. The trip collection writes
 * through its repository once it has authorized the caller and knows the trip, so the check sits here
 * (a write without `participantIds`, such as marking a stay booked, checks nothing).
 */
export function checkingParticipants<Repository extends ParticipantWrites>(
  repository: Repository,
): Repository {
  return {
    ...repository,
    async insert(db, values) {
      await assertTripParticipants(db, values.tripId, values.participantIds, participantPath);
      return repository.insert(db, values);
    },
    async update(db, tripId, id, columns) {
      await assertTripParticipants(db, tripId, columns.participantIds, participantPath);
      return repository.update(db, tripId, id, columns);
    },
  };
}
