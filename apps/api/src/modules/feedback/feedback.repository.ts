import { feedback } from '../../db/schema';
import type { Executor } from '../../db/client';

export type FeedbackRow = typeof feedback.$inferSelect;

export const feedbackRepository = {
  async insert(db: Executor, values: typeof feedback.$inferInsert): Promise<FeedbackRow> {
    const [row] = await db.insert(feedback).values(values).returning();
    return row!;
  },
};
