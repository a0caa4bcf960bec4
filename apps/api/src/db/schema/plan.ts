import { boolean, date, doublePrecision, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { ContactType, TimeOfDay, TipCategory } from '@trilha/shared';
import { createdAt, primaryId, updatedAt } from './columns';
import { trips } from './trips';
import { users } from './users';

const tripId = () =>
  uuid()
    .notNull()
    .references(() => trips.id, { onDelete: 'cascade' });

export const checklistGroups = pgTable(
  'checklist_groups',
  { id: primaryId(), tripId: tripId(), name: text().notNull(), createdAt: createdAt() },
  (table) => [index('checklist_groups_trip_idx').on(table.tripId, table.id)],
);

export const checklistItems = pgTable(
  'checklist_items',
  {
    id: primaryId(),
    groupId: uuid()
      .notNull()
      .references(() => checklistGroups.id, { onDelete: 'cascade' }),
    // Kept beside the group so a whole trip's checklist is one indexed read.
    tripId: tripId(),
    text: text().notNull(),
    done: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('checklist_items_group_idx').on(table.groupId),
    index('checklist_items_trip_idx').on(table.tripId, table.id),
  ],
);

export const tips = pgTable(
  'tips',
  {
    id: primaryId(),
    tripId: tripId(),
    category: text().$type<TipCategory>().notNull(),
    text: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('tips_trip_idx').on(table.tripId, table.id)],
);

export const contacts = pgTable(
  'contacts',
  {
    id: primaryId(),
    tripId: tripId(),
    name: text().notNull(),
    type: text().$type<ContactType>().notNull(),
    value: text().notNull(),
    notes: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('contacts_trip_idx').on(table.tripId, table.id)],
);

export const itineraryItems = pgTable(
  'itinerary_items',
  {
    id: primaryId(),
    tripId: tripId(),
    date: date({ mode: 'string' }).notNull(),
    timeOfDay: text().$type<TimeOfDay>().notNull(),
    time: text(),
    placeName: text().notNull(),
    notes: text().notNull().default(''),
    location: text().notNull().default(''),
    // Where the place is, when the traveller picked it (the trip map); none otherwise.
    lat: doublePrecision(),
    lon: doublePrecision(),
    position: integer().notNull(),
    /** Who goes (issue 35): ids of the trip's participants (trip_participants); null is everyone. */
    participantIds: uuid().array(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('itinerary_items_trip_day_idx').on(table.tripId, table.date, table.position)],
);

export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  // A capability: whoever holds the URL reads the feed, so it is long, random and replaceable.
  token: text().notNull().unique(),
  createdAt: createdAt(),
});
