import { checklistGroupInputSchema, type ChecklistGroup, type ChecklistItem } from '@trilha/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { mergeUpdate } from '../../lib/partial-update';
import type { Actor } from '../../plugins/auth';
import type { TripsService } from '../trips/trips.service';
import type { TripRow } from '../trips/trips.repository';
import type { TripPart } from '../trips/trip-parts.repository';
import type { Rewards } from '../gamification/gamification.service';
import { checklistRepository, type GroupRow, type ItemRow } from './checklist.repository';
import type { ShownRow } from '../../db/json-rows';

const presentItem = (item: ShownRow<ItemRow>): ChecklistItem => ({
  _id: item.id,
  text: item.text,
  done: item.done,
});
const presentGroup = (group: ShownRow<GroupRow>, items: ShownRow<ItemRow>[] = []): ChecklistGroup => ({
  _id: group.id,
  name: group.name,
  items: items.map(presentItem),
});

export function createChecklistService({
  db,
  trips,
  rewards,
}: {
  db: Database;
  trips: TripsService;
  rewards: Rewards;
}) {
  /** The trip checked for the action, then the group, which must belong to that trip. */
  async function loadGroup(actor: Actor, tripId: string, groupId: string, action: 'read' | 'update') {
    const { trip } = await trips.load(actor, tripId, action);
    const group = await checklistRepository.findGroup(db, trip.id, groupId);
    if (!group) throw notFound('CHECKLIST_GROUP');
    return group;
  }

  async function forTrip(trip: TripRow): Promise<ChecklistGroup[]> {
    const { groups, items } = await checklistRepository.forTrip(db, trip.id);
    return groups.map((group) =>
      presentGroup(
        group,
        items.filter((item) => item.groupId === group.id),
      ),
    );
  }

  const part: TripPart<ChecklistGroup[]> = {
    select: (trip) => checklistRepository.forTripJson(trip.id),
    present: (value) => {
      const { groups, items } = checklistRepository.decodeTripJson(value);
      return groups.map((group) =>
        presentGroup(
          group,
          items.filter((item) => item.groupId === group.id),
        ),
      );
    },
  };

  return {
    forTrip,
    part,

    async list(actor: Actor, tripId: string): Promise<ChecklistGroup[]> {
      const { trip } = await trips.load(actor, tripId, 'read');
      return forTrip(trip);
    },

    async addGroup(actor: Actor, tripId: string, name: string) {
      const { trip } = await trips.load(actor, tripId, 'update');
      return presentGroup(await checklistRepository.insertGroup(db, trip.id, name));
    },

    async updateGroup(actor: Actor, tripId: string, groupId: string, changes: { name?: string }) {
      const group = await loadGroup(actor, tripId, groupId, 'update');
      const { name } = mergeUpdate(checklistGroupInputSchema, group, changes);
      const renamed = await checklistRepository.renameGroup(db, group.id, name);
      if (!renamed) throw notFound('CHECKLIST_GROUP');
      return presentGroup(renamed, await checklistRepository.itemsOf(db, group.id));
    },

    async deleteGroup(actor: Actor, tripId: string, groupId: string) {
      const group = await loadGroup(actor, tripId, groupId, 'update');
      await checklistRepository.deleteGroup(db, group.id);
    },

    async addItem(actor: Actor, tripId: string, groupId: string, input: { text: string; done: boolean }) {
      const group = await loadGroup(actor, tripId, groupId, 'update');
      return presentItem(await checklistRepository.insertItem(db, group, input.text, input.done));
    },

    async updateItem(
      actor: Actor,
      tripId: string,
      groupId: string,
      itemId: string,
      input: { text?: string; done?: boolean },
    ) {
      const group = await loadGroup(actor, tripId, groupId, 'update');
      const item = await checklistRepository.updateItem(db, group.id, itemId, input);
      if (!item) throw notFound('CHECKLIST_ITEM');
      // The whole checklist ticked off earns its points once per trip.
      if (input.done && !(await checklistRepository.hasOpenItems(db, group.tripId))) {
        await rewards.award(actor.id, 'complete-checklist', group.tripId);
      }
      return presentItem(item);
    },

    async deleteItem(actor: Actor, tripId: string, groupId: string, itemId: string) {
      const group = await loadGroup(actor, tripId, groupId, 'update');
      if (!(await checklistRepository.deleteItem(db, group.id, itemId))) throw notFound('CHECKLIST_ITEM');
    },
  };
}

export type ChecklistService = ReturnType<typeof createChecklistService>;
