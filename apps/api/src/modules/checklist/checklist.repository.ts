import { and, asc, eq, sql } from 'drizzle-orm';
import { checklistGroups, checklistItems } from '../../db/schema';
import type { Executor } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { decodeShownRows, jsonRows } from '../../db/json-rows';
import { setsNothing } from '../../lib/partial-update';

export type GroupRow = typeof checklistGroups.$inferSelect;
export type ItemRow = typeof checklistItems.$inferSelect;

export const checklistRepository = {
  /** The whole checklist of a trip in two indexed reads, groups and items in creation order. */
  async forTrip(db: Executor, tripId: string) {
    const [groups, items] = await Promise.all([
      db
        .select()
        .from(checklistGroups)
        .where(eq(checklistGroups.tripId, tripId))
        .orderBy(asc(checklistGroups.id)),
      db
        .select()
        .from(checklistItems)
        .where(eq(checklistItems.tripId, tripId))
        .orderBy(asc(checklistItems.id)),
    ]);
    return { groups, items };
  },

  /** The groups and items of `forTrip` as one JSON object, inside a larger statement. */
  forTripJson: (tripId: string) =>
    sql`json_build_object('groups', ${jsonRows(checklistGroups, {
      where: eq(checklistGroups.tripId, tripId),
      orderBy: [asc(checklistGroups.id)],
      shownOnly: true,
    })}, 'items', ${jsonRows(checklistItems, { where: eq(checklistItems.tripId, tripId), orderBy: [asc(checklistItems.id)], shownOnly: true })})`,

  decodeTripJson(value: unknown) {
    const json = value as { groups: unknown; items: unknown };
    return {
      groups: decodeShownRows(checklistGroups, json.groups),
      items: decodeShownRows(checklistItems, json.items),
    };
  },

  /** Whether a trip's checklist still has an item to tick (one indexed probe, not the whole list). */
  async hasOpenItems(db: Executor, tripId: string): Promise<boolean> {
    const [open] = await db
      .select({ id: checklistItems.id })
      .from(checklistItems)
      .where(and(eq(checklistItems.tripId, tripId), eq(checklistItems.done, false)))
      .limit(1);
    return Boolean(open);
  },

  async itemsOf(db: Executor, groupId: string): Promise<ItemRow[]> {
    return db
      .select()
      .from(checklistItems)
      .where(eq(checklistItems.groupId, groupId))
      .orderBy(asc(checklistItems.id));
  },

  async findGroup(db: Executor, tripId: string, groupId: string): Promise<GroupRow | undefined> {
    if (!isUuid(groupId)) return undefined;
    const [row] = await db
      .select()
      .from(checklistGroups)
      .where(and(eq(checklistGroups.id, groupId), eq(checklistGroups.tripId, tripId)));
    return row;
  },

  async insertGroup(db: Executor, tripId: string, name: string): Promise<GroupRow> {
    const [row] = await db.insert(checklistGroups).values({ tripId, name }).returning();
    return row!;
  },

  async renameGroup(db: Executor, groupId: string, name: string): Promise<GroupRow | undefined> {
    const [row] = await db
      .update(checklistGroups)
      .set({ name })
      .where(eq(checklistGroups.id, groupId))
      .returning();
    return row;
  },

  async deleteGroup(db: Executor, groupId: string): Promise<void> {
    await db.delete(checklistGroups).where(eq(checklistGroups.id, groupId));
  },

  async insertItem(db: Executor, group: GroupRow, text: string, done: boolean): Promise<ItemRow> {
    const [row] = await db
      .insert(checklistItems)
      .values({ groupId: group.id, tripId: group.tripId, text, done })
      .returning();
    return row!;
  },

  async updateItem(
    db: Executor,
    groupId: string,
    itemId: string,
    values: { text?: string; done?: boolean },
  ): Promise<ItemRow | undefined> {
    if (!isUuid(itemId)) return undefined;
    const byId = and(eq(checklistItems.id, itemId), eq(checklistItems.groupId, groupId));
    if (setsNothing(values)) {
      const [unchanged] = await db.select().from(checklistItems).where(byId);
      return unchanged;
    }
    const [row] = await db.update(checklistItems).set(values).where(byId).returning();
    return row;
  },

  async deleteItem(db: Executor, groupId: string, itemId: string): Promise<boolean> {
    if (!isUuid(itemId)) return false;
    const rows = await db
      .delete(checklistItems)
      .where(and(eq(checklistItems.id, itemId), eq(checklistItems.groupId, groupId)))
      .returning({ id: checklistItems.id });
    return rows.length > 0;
  },
};
