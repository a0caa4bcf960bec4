import { and, desc, eq, lt } from 'drizzle-orm';
import type { Language } from '@trilha/shared';
import { notifications, users } from '../../db/schema';
import type { Executor } from '../../db/client';
import { isUuid } from '../../lib/ids';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

const mine = (userId: string) => eq(notifications.userId, userId);

export const notificationsRepository = {
  /** The language the recipient reads in; undefined when there is no such user. */
  async languageOf(db: Executor, userId: string): Promise<Language | undefined> {
    const [recipient] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
    return recipient?.language;
  },

  async insert(db: Executor, values: NewNotificationRow): Promise<NotificationRow> {
    const [row] = await db.insert(notifications).values(values).returning();
    return row!;
  },

  /** Up to `limit` of the user's notifications, newest first, older than `before` when it is an id. */
  page(db: Executor, userId: string, limit: number, before?: string): Promise<NotificationRow[]> {
    return db
      .select()
      .from(notifications)
      .where(and(mine(userId), before && isUuid(before) ? lt(notifications.id, before) : undefined))
      .orderBy(desc(notifications.id))
      .limit(limit);
  },

  /** The user's unread notifications, newest first, 200 at most. */
  unread(db: Executor, userId: string): Promise<NotificationRow[]> {
    return db
      .select()
      .from(notifications)
      .where(and(mine(userId), eq(notifications.isRead, false)))
      .orderBy(desc(notifications.id))
      .limit(200);
  },

  /** Marks one of the user's notifications read; undefined when they have none with that id. */
  async markRead(db: Executor, userId: string, id: string): Promise<NotificationRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .update(notifications)
      .set({ isRead: true })
      .where(and(mine(userId), eq(notifications.id, id)))
      .returning();
    return row;
  },

  /** Marks all the user's unread notifications read; answers how many were. */
  async markAllRead(db: Executor, userId: string): Promise<number> {
    const rows = await db
      .update(notifications)
      .set({ isRead: true })
      .where(and(mine(userId), eq(notifications.isRead, false)))
      .returning({ id: notifications.id });
    return rows.length;
  },

  async deleteAll(db: Executor, userId: string): Promise<void> {
    await db.delete(notifications).where(mine(userId));
  },
};
