import { and, eq, sql } from 'drizzle-orm';
import { ITEM_FILES_MAX } from '@trilha/shared';
import type { Executor } from '../../../db/client';
import type { bookings, StoredItemFile, tours } from '../../../db/schema';
import { isUuid } from '../../../lib/ids';

export type FileTable = typeof bookings | typeof tours;

/**
 * The file lists on the rows of one kind of trip item (stays, tours). Adding and removing change the list
 * in one statement, so two travellers adding at once both keep theirs.
 */
export function itemFilesRepository<Table extends FileTable>(table: Table) {
  type Row = Table['$inferSelect'];
  const byId = (tripId: string, id: string) => and(eq(table.id, id), eq(table.tripId, tripId));

  return {
    async find(db: Executor, tripId: string, itemId: string): Promise<Row | undefined> {
      if (!isUuid(itemId)) return undefined;
      const rows = (await db
        .select()
        .from(table as FileTable)
        .where(byId(tripId, itemId))) as Row[];
      return rows[0];
    },

    /** Appends the file unless the item is gone or already holds ITEM_FILES_MAX files. */
    async addFile(
      db: Executor,
      tripId: string,
      itemId: string,
      stored: StoredItemFile,
    ): Promise<Row | undefined> {
      const rows = (await db
        .update(table as FileTable)
        .set({ files: sql`${table.files} || ${JSON.stringify([stored])}::jsonb` })
        .where(and(byId(tripId, itemId), sql`jsonb_array_length(${table.files}) < ${ITEM_FILES_MAX}`))
        .returning()) as Row[];
      return rows[0];
    },

    /** Takes the file off the item's list; false when the item or the file is not there. */
    async removeFile(db: Executor, tripId: string, itemId: string, fileId: string): Promise<boolean> {
      const rows = await db
        .update(table as FileTable)
        .set({
          files: sql`coalesce((select jsonb_agg(f) from jsonb_array_elements(${table.files}) f where f->>'id' <> ${fileId}), '[]'::jsonb)`,
        })
        .where(and(byId(tripId, itemId), sql`${table.files} @> ${JSON.stringify([{ id: fileId }])}::jsonb`))
        .returning({ id: table.id });
      return rows.length > 0;
    },
  };
}
