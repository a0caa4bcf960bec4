import type { AiChecklist, AiItinerary, AiSavableFeature, AiTips } from '@trilha/shared';
import type { Database, Executor } from '../../db/client';
import { ValidationError } from '../../lib/errors';
import { checklistRepository, type GroupRow } from '../checklist/checklist.repository';
import { itineraryRepository } from '../itinerary/itinerary.repository';
import { aiRepository } from './ai.repository';
import type { TripRow } from '../trips/trips.repository';

/** A name as the checklist merge compares it: no case, no accents, single spaces ("Seguro Viagem" = "seguro viagem"). */
const sameText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

export type Accepted = { itinerary: AiItinerary; checklist: AiChecklist; tips: AiTips };

const SAVERS: {
  [F in AiSavableFeature]: (tx: Executor, trip: TripRow, accepted: Accepted[F]) => Promise<number>;
} = {
  async itinerary(tx, trip, { days }) {
    let saved = 0;
    for (const [index, day] of days.entries()) {
      if (day.date < trip.startDate || day.date > trip.endDate) {
        throw new ValidationError([{ path: `days.${index}.date`, message: 'validation.dateOutsideTrip' }]);
      }
      // New items go in after the day's own ones, then the day is numbered again in time order, so
      // each lands in its part of the day (or at its time) rather than at the end.
      let position = await itineraryRepository.nextPosition(tx, trip.id, day.date);
      for (const item of day.items) {
        await itineraryRepository.insert(tx, {
          tripId: trip.id,
          date: day.date,
          timeOfDay: item.timeOfDay,
          time: item.time,
          placeName: item.placeName,
          notes: item.notes,
          location: item.location,
          position: position++,
        });
        saved++;
      }
      await itineraryRepository.renumberInTimeOrder(tx, trip.id, day.date);
    }
    return saved;
  },

  /**
   * Merges into the checklist: a group joins the trip's group of the same name, and an item the
   * checklist already has (in any group) is not added again; names compare without case or accents,
   * so accepting the same checklist twice adds nothing the second time.
   */
  async checklist(tx, trip, { groups }) {
    // One merge at a time per trip: two accepts at once must not both add the same group.
    await aiRepository.lockChecklistMerge(tx, trip.id);
    const existing = await checklistRepository.forTrip(tx, trip.id);
    const groupsByName = new Map<string, GroupRow>(existing.groups.map((row) => [sameText(row.name), row]));
    const present = new Set(existing.items.map((item) => sameText(item.text)));
    let saved = 0;
    for (const group of groups) {
      const items = group.items.filter((item) => {
        const key = sameText(item.text);
        if (present.has(key)) return false;
        present.add(key);
        return true;
      });
      let row = groupsByName.get(sameText(group.name));
      if (!row && (items.length || !group.items.length)) {
        row = await checklistRepository.insertGroup(tx, trip.id, group.name);
        groupsByName.set(sameText(group.name), row);
      }
      for (const item of items) {
        await checklistRepository.insertItem(tx, row!, item.text, false);
        saved++;
      }
    }
    return saved;
  },

  async tips(tx, trip, accepted) {
    if (!accepted.tips.length) return 0;
    await aiRepository.insertTips(tx, trip.id, accepted.tips);
    return accepted.tips.length;
  },
};

/** Stores an accepted preview as the trip's own items; it answers how many were stored. */
export const saveAccepted = <F extends AiSavableFeature>(
  db: Database,
  trip: TripRow,
  feature: F,
  accepted: Accepted[F],
) => db.transaction((tx) => SAVERS[feature](tx, trip, accepted));
