import { and, desc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import { userSessions } from '../../../db/schema';
import type { Executor } from '../../../db/client';
import { isUuid } from '../../../lib/ids';

export type SessionRow = typeof userSessions.$inferSelect;
export type NewSessionRow = typeof userSessions.$inferInsert;

const live = (userId: string) => and(eq(userSessions.userId, userId), isNull(userSessions.revokedAt));

export const sessionsRepository = {
  async insert(db: Executor, values: NewSessionRow): Promise<SessionRow> {
    const [row] = await db.insert(userSessions).values(values).returning();
    return row!;
  },

  /** The account's sessions not revoked and begun after `since` (older ones' tokens have expired). */
  listLive(db: Executor, userId: string, since: Date): Promise<SessionRow[]> {
    return db
      .select()
      .from(userSessions)
      .where(and(live(userId), gt(userSessions.createdAt, since)))
      .orderBy(desc(userSessions.lastSeenAt), desc(userSessions.id));
  },

  async find(db: Executor, id: string): Promise<SessionRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(userSessions).where(eq(userSessions.id, id));
    return row;
  },

  async revoke(db: Executor, id: string): Promise<void> {
    await db
      .update(userSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(userSessions.id, id), isNull(userSessions.revokedAt)));
  },

  /** Revokes every live session of the account, but `keep` (the caller's own) when given. */
  async revokeAll(db: Executor, userId: string, keep?: string): Promise<void> {
    await db
      .update(userSessions)
      .set({ revokedAt: new Date() })
      .where(and(live(userId), keep ? ne(userSessions.id, keep) : undefined));
  },

  /** Moves lastSeenAt forward (never back: two instances may touch the same session). */
  async touch(db: Executor, id: string, at: Date): Promise<void> {
    await db
      .update(userSessions)
      .set({ lastSeenAt: at })
      .where(and(eq(userSessions.id, id), lt(userSessions.lastSeenAt, at)));
  },
};
