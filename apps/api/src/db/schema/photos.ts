import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from './columns';
import { trips } from './trips';
import { users } from './users';

/**
 * A trip's photos. The uploaded bytes are never kept: only the re-encoded copies (orientation applied,
 * metadata gone) under keys the server generated in the trip's storage folder.
 */
export const tripPhotos = pgTable(
  'trip_photos',
  {
    id: primaryId(),
    tripId: uuid()
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    // Kept when the person who added it leaves; the photo belongs to the trip.
    addedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    caption: text().notNull().default(''),
    displayKey: text().notNull(),
    thumbKey: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('trip_photos_trip_created_idx').on(table.tripId, table.createdAt)],
);
