import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ImportFileKind, ImportItemKind, ImportPreview } from '@trilha/shared';
import { createdAt, primaryId, updatedAt } from './columns';
import { trips } from './trips';
import { users } from './users';

/**
 * A booking import (issue 20): what was read from a mail, PDF or image (the preview), kept until it is
 * applied once, and the source file under a key the server generated in the trip's storage folder. The
 * file stays after applying: it is the flight's ticket (a PDF) or the stay's and tour's source mail.
 */
export const bookingImports = pgTable(
  'booking_imports',
  {
    id: primaryId(),
    /** Null for a mail received at a personal address and matched to no trip yet. */
    tripId: uuid().references(() => trips.id, { onDelete: 'cascade' }),
    /**
     * Set for a mail received at a personal import address: the person it was sent to, the only one
     * who sees it until it is applied.
     */
    recipientId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    /** The received mail's subject, as text. */
    subject: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    kind: text().$type<ImportFileKind>().notNull(),
    fileName: text(),
    size: integer().notNull(),
    contentType: text().notNull(),
    sourceKey: text().notNull(),
    /** The preview as it was answered, without its `_id` and duplicates (recomputed on apply). */
    preview: jsonb().$type<Omit<ImportPreview, '_id' | 'duplicates'>>().notNull(),
    appliedAt: timestamp({ withTimezone: true }),
    /** What applying created, for the source file's owners. */
    created: jsonb().$type<{ kind: ImportItemKind; id: string }[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('booking_imports_trip_idx').on(table.tripId, table.createdAt),
    index('booking_imports_recipient_idx').on(table.recipientId),
  ],
);

/**
 * A person's secret import address (`import+<token>@<domain>`), like the calendar feed's secret: whoever
 * knows it can send them pending imports, so it is long, random and replaceable.
 */
export const importAddresses = pgTable('import_addresses', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text().notNull().unique(),
  createdAt: createdAt(),
});
