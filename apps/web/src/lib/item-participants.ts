import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Participant } from '@trilha/shared';
import { apiClient } from './api-client';

/** Who goes on a stay, tour, itinerary place or flight, as answers carry it: ids, or null for everyone. */
export interface ItemWithParticipants {
  participants?: string[] | null;
}

type Person = Pick<Participant, '_id' | 'name'>;

/**
 * The trip's people (its members and named guests), read under the key the expenses feature keeps them
 * by, so the forms and the expenses share one request. `tripKey` is the trip's detail key: a change to
 * the trip refreshes its people too.
 */
export const tripPeopleQuery = (tripKey: readonly unknown[], tripId: string) =>
  queryOptions({
    queryKey: [...tripKey, 'expenses', 'participants'],
    queryFn: async () => (await apiClient.get<Participant[]>(`/trips/${tripId}/participants`)).data,
  });

const NOBODY: Participant[] = [];

/**
 * The trip's people for a form or a card: none while they load or when they cannot be read (offline),
 * which leaves every item as it is. `enabled: false` skips the request (a card of an item for everyone).
 */
export function useTripPeople(tripKey: readonly unknown[], tripId: string, enabled = true): Participant[] {
  return useQuery({ ...tripPeopleQuery(tripKey, tripId), enabled: enabled && tripId !== '' }).data ?? NOBODY;
}

/**
 * The people an item names, in the trip's order; null when it is everyone's. Someone no longer on the
 * trip is left out, and an item left with nobody it can name counts as everyone's.
 */
export function itemPeople<P extends Person>(
  item: ItemWithParticipants | null | undefined,
  people: readonly P[],
): P[] | null {
  if (!item?.participants) return null;
  const named = new Set(item.participants);
  const going = people.filter((person) => named.has(person._id));
  return going.length > 0 ? going : null;
}

/**
 * The participant ids an expense created from `item` (or linked to it) splits between by default: the
 * item's people, or everyone on the trip when the item is everyone's.
 */
export function defaultSharesForItem(
  item: ItemWithParticipants | null | undefined,
  people: readonly Person[],
): string[] {
  return (itemPeople(item, people) ?? people).map((person) => person._id);
}

/** One or two letters for a person's avatar: "Ana Souza" → "AS", "carla" → "C". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((word) => Array.from(word)[0]!.toLocaleUpperCase()).join('');
}
