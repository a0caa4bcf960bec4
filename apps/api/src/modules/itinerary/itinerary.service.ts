import {
  slotInTimeOrder,
  type itineraryItemInputSchema,
  type itineraryItemUpdateSchema,
  type ItineraryDay,
} from '@trilha/shared';
import { itineraryItems } from '../../db/schema';
import { decodeShownRows } from '../../db/json-rows';
import type { TripPart } from '../trips/trip-parts.repository';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { notFound, ValidationError } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import type { TripRow } from '../trips/trips.repository';
import type { TripsService } from '../trips/trips.service';
import { groupByDay, presentItem } from './itinerary-days';
import { itineraryRepository, type ItineraryRow } from './itinerary.repository';
import { assertTripParticipants, participantPath } from '../bookings/item-participants';
import { answerOnce, createOnce } from '../trips/change-keys';

type CreateInput = z.output<typeof itineraryItemInputSchema>;
type UpdateInput = z.output<typeof itineraryItemUpdateSchema>;

function assertWithinTrip(trip: TripRow, date: string) {
  if (date < trip.startDate || date > trip.endDate) {
    throw new ValidationError([{ path: 'date', message: 'validation.dateOutsideTrip' }]);
  }
}

/**
 * Puts `item` at `position` among the other items of its day (in the shared time order; the position
 * decides among places of the same moment) and numbers the day 0, 1, 2… again, so the stored order is
 * the order every list of the day shows.
 */
async function slotIn(tx: Executor, item: ItineraryRow, position: number | undefined) {
  const others = await itineraryRepository.dayWithout(tx, item.tripId, item.date, item.id);
  for (const [index, row] of slotInTimeOrder(others, item, position).entries()) {
    if (row.position !== index || row.id === item.id)
      await itineraryRepository.setPosition(tx, row.id, index);
  }
}

export function createItineraryService({ db, trips }: { db: Database; trips: TripsService }) {
  const forTrip = async (trip: TripRow) => groupByDay(trip, await itineraryRepository.forTrip(db, trip.id));

  // A day per entry: a place changed reads again its day's places only (and, moved, the day it left).
  const part: TripPart<ItineraryDay[]> = {
    select: (trip, changed) => itineraryRepository.forTripJson(trip.id, changed?.keys),
    present: (value, trip) => groupByDay(trip, decodeShownRows(itineraryItems, value)),
    keyed: { column: itineraryItems.date, keyOf: (day) => day.date },
  };

  return {
    forTrip,
    part,

    async days(actor: Actor, tripId: string) {
      const { trip } = await trips.load(actor, tripId, 'read');
      return forTrip(trip);
    },

    /** `key`: the request's Idempotency-Key; sent again, it answers the place the first sending made. */
    async create(actor: Actor, tripId: string, input: CreateInput, key?: string) {
      const { trip } = await trips.load(actor, tripId, 'update');
      assertWithinTrip(trip, input.date);
      const once = await db.transaction((tx) =>
        createOnce(tx, trip.id, key, 'itinerary-item', async () => {
          await assertTripParticipants(tx, trip.id, input.participants, participantPath);
          const made = await itineraryRepository.insert(tx, {
            tripId: trip.id,
            date: input.date,
            timeOfDay: input.timeOfDay,
            time: input.time ?? null,
            placeName: input.placeName,
            notes: input.notes ?? '',
            location: input.location ?? '',
            lat: input.lat ?? null,
            lon: input.lon ?? null,
            position: await itineraryRepository.nextPosition(tx, trip.id, input.date),
            participantIds: input.participants ?? null,
          });
          return { id: made.id, value: made };
        }),
      );
      return answerOnce('made' in once ? { made: presentItem(once.made) } : once, async (id) => {
        const found = await itineraryRepository.find(db, trip.id, id);
        if (!found) throw notFound('ITINERARY_ITEM');
        return presentItem(found);
      });
    },

    /** Edits any field; a new `date` moves the item to that day, a `position` reorders it there. */
    async update(actor: Actor, tripId: string, itemId: string, input: UpdateInput) {
      const { trip } = await trips.load(actor, tripId, 'update');
      if (input.date) assertWithinTrip(trip, input.date);
      const row = await db.transaction(async (tx) => {
        const item = await itineraryRepository.find(tx, trip.id, itemId);
        if (!item) throw notFound('ITINERARY_ITEM');
        const { position, participants, ...rest } = input;
        await assertTripParticipants(tx, trip.id, participants, participantPath);
        const fields = { ...rest, ...(participants !== undefined && { participantIds: participants }) };
        const updated = Object.keys(fields).length
          ? await itineraryRepository.update(tx, item.id, fields)
          : item;
        // The day it left keeps a gap in its numbering, which ordering by position does not mind.
        const moved = updated.date !== item.date;
        // A new time or part of the day moves it within its day too (in one transaction with the edit).
        const retimed = fields.time !== undefined || fields.timeOfDay !== undefined;
        if (moved || retimed || position !== undefined) await slotIn(tx, updated, position);
        return itineraryRepository.find(tx, trip.id, item.id);
      });
      return presentItem(row!);
    },

    async remove(actor: Actor, tripId: string, itemId: string) {
      const { trip } = await trips.load(actor, tripId, 'update');
      if (!(await itineraryRepository.delete(db, trip.id, itemId))) throw notFound('ITINERARY_ITEM');
    },
  };
}

export type ItineraryService = ReturnType<typeof createItineraryService>;
