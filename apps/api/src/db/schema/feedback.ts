import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { FeedbackType } from '@trilha/shared';
import { createdAt, primaryId } from './columns';
import { users } from './users';

export const feedback = pgTable(
  'feedback',
  {
    id: primaryId(),
    // Feedback outlives the account that sent it: it is about the product, not the person.
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    type: text().$type<FeedbackType>().notNull(),
    text: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('feedback_user_id_idx').on(table.userId),
    index('feedback_created_at_idx').on(table.createdAt),
    index('feedback_type_idx').on(table.type, table.id),
  ],
);
