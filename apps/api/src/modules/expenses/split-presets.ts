import { splitPresetInputSchema, type SplitPreset, type splitPresetUpdateSchema } from '@trilha/shared';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { notFound, ValidationError } from '../../lib/errors';
import { mergeUpdate } from '../../lib/partial-update';
import type { Actor } from '../../plugins/auth';
import type { TripsService } from '../trips/trips.service';
import type { ParticipantsService } from './participants';
import { splitPresetsRepository, type SplitPresetRow } from './split-presets.repository';

type PresetInput = z.output<typeof splitPresetInputSchema>;
type PresetChanges = z.output<typeof splitPresetUpdateSchema>;

export const presentSplitPreset = (row: SplitPresetRow): SplitPreset => ({
  _id: row.id,
  name: row.name,
  units: row.units.map((unit) => ({ participantIds: unit.participantIds, weight: unit.weight })),
  createdAt: row.createdAt.toISOString(),
});

/**
 * A trip's saved ways of splitting (issue 35): read by any member, written by those who may edit the
 * trip's expenses (as its participants are). An expense made with one stores its shares, not the preset.
 */
export function createSplitPresetsService({
  db,
  trips,
  participants,
}: {
  db: Database;
  trips: TripsService;
  participants: ParticipantsService;
}) {
  /** Everyone in a unit must be one of the trip's people. */
  async function assertPeople(tx: Executor, tripId: string, input: PresetInput) {
    const unknown = new Set(
      await participants.unknown(
        tx,
        tripId,
        input.units.flatMap((unit) => unit.participantIds),
      ),
    );
    if (unknown.size === 0) return;
    throw new ValidationError(
      input.units.flatMap((unit, index) =>
        unit.participantIds
          .map((id, person) => ({ id, path: `units.${index}.participantIds.${person}` }))
          .filter(({ id }) => unknown.has(id))
          .map(({ path }) => ({ path, message: 'validation.unknownParticipant' })),
      ),
    );
  }

  return {
    async list(actor: Actor, tripId: string): Promise<SplitPreset[]> {
      const { trip } = await trips.load(actor, tripId, 'read');
      return (await splitPresetsRepository.list(db, trip.id)).map(presentSplitPreset);
    },

    async create(actor: Actor, tripId: string, input: PresetInput): Promise<SplitPreset> {
      const { trip } = await trips.load(actor, tripId, 'update');
      const row = await db.transaction(async (tx) => {
        await assertPeople(tx, trip.id, input);
        return splitPresetsRepository.insert(tx, trip.id, input.name, input.units);
      });
      return presentSplitPreset(row);
    },

    /** Any subset of name and units, merged with the preset as it is. */
    async update(
      actor: Actor,
      tripId: string,
      presetId: string,
      changes: PresetChanges,
    ): Promise<SplitPreset> {
      const { trip } = await trips.load(actor, tripId, 'update');
      const stored = await splitPresetsRepository.find(db, trip.id, presetId);
      if (!stored) throw notFound('SPLIT_PRESET');
      const input = mergeUpdate(splitPresetInputSchema, presentSplitPreset(stored), changes);
      const row = await db.transaction(async (tx) => {
        await assertPeople(tx, trip.id, input);
        return splitPresetsRepository.update(tx, trip.id, presetId, input.name, input.units);
      });
      if (!row) throw notFound('SPLIT_PRESET');
      return presentSplitPreset(row);
    },

    async remove(actor: Actor, tripId: string, presetId: string): Promise<void> {
      const { trip } = await trips.load(actor, tripId, 'update');
      if (!(await splitPresetsRepository.delete(db, trip.id, presetId))) throw notFound('SPLIT_PRESET');
    },
  };
}

export type SplitPresetsService = ReturnType<typeof createSplitPresetsService>;
