import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { splitPresets } from '../../db/schema';
import { isUuid } from '../../lib/ids';

export type SplitPresetRow = typeof splitPresets.$inferSelect;
export type PresetUnits = SplitPresetRow['units'];

const byId = (tripId: string, id: string) => and(eq(splitPresets.id, id), eq(splitPresets.tripId, tripId));

export const splitPresetsRepository = {
  /** The trip's presets, oldest first. */
  list: (db: Executor, tripId: string): Promise<SplitPresetRow[]> =>
    db
      .select()
      .from(splitPresets)
      .where(eq(splitPresets.tripId, tripId))
      .orderBy(asc(splitPresets.createdAt), asc(splitPresets.id)),

  async find(db: Executor, tripId: string, id: string): Promise<SplitPresetRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(splitPresets).where(byId(tripId, id));
    return row;
  },

  async insert(db: Executor, tripId: string, name: string, units: PresetUnits): Promise<SplitPresetRow> {
    const [row] = await db.insert(splitPresets).values({ tripId, name, units }).returning();
    return row!;
  },

  async update(
    db: Executor,
    tripId: string,
    id: string,
    name: string,
    units: PresetUnits,
  ): Promise<SplitPresetRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.update(splitPresets).set({ name, units }).where(byId(tripId, id)).returning();
    return row;
  },

  async delete(db: Executor, tripId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await db.delete(splitPresets).where(byId(tripId, id)).returning({ id: splitPresets.id });
    return rows.length > 0;
  },

  /**
   * Takes a participant out of every preset of the trip (they are being removed): out of their unit,
   * a unit left empty goes, and a preset left with no unit goes too.
   */
  async removeParticipant(db: Executor, tripId: string, participantId: string): Promise<void> {
    const member = sql`${splitPresets.units} @> ${JSON.stringify([{ participantIds: [participantId] }])}::jsonb`;
    const rows = await db
      .select()
      .from(splitPresets)
      .where(and(eq(splitPresets.tripId, tripId), member));
    for (const row of rows) {
      const units = row.units
        .map((unit) => ({
          ...unit,
          participantIds: unit.participantIds.filter((id) => id !== participantId),
        }))
        .filter((unit) => unit.participantIds.length > 0);
      if (units.length === 0) await db.delete(splitPresets).where(eq(splitPresets.id, row.id));
      else await db.update(splitPresets).set({ units }).where(eq(splitPresets.id, row.id));
    }
  },
};
