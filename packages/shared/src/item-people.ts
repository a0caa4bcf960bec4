/**
 * Who goes on a plan item (issue 35). A stay, tour or itinerary place keeps the ids of its participants
 * (rows of trip_participants), null meaning everyone; a flight's people are its passengers linked to a
 * participant, and everyone while none is linked. Undefined reads as null so that answers written before
 * an item carried its people still show it to everyone.
 */

/** A passenger as far as who is aboard goes: the participant the name stands for, when linked. */
export interface LinkedPassenger {
  name: string;
  participantId?: string | null;
}

/**
 * Whether `me` (a participant id; undefined for someone with no participant on the trip) goes on an
 * item with these `participants`. Without a participant one is only on what everyone is on.
 */
export function isOnItem(
  participants: readonly string[] | null | undefined,
  me: string | undefined,
): boolean {
  if (participants === null || participants === undefined) return true;
  return me !== undefined && participants.includes(me);
}

/** A flight's participants from its passengers: the linked ones, or null (everyone) when none is linked. */
export function flightParticipants(passengers: readonly LinkedPassenger[]): string[] | null {
  const linked = passengers.flatMap((passenger) =>
    passenger.participantId ? [passenger.participantId] : [],
  );
  return linked.length > 0 ? [...new Set(linked)] : null;
}

/** Whether `me` is aboard a flight with these passengers (everyone is while none is linked). */
export function isOnFlight(passengers: readonly LinkedPassenger[], me: string | undefined): boolean {
  return isOnItem(flightParticipants(passengers), me);
}
