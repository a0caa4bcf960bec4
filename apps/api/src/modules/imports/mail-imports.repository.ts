import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { bookingImports, importAddresses } from '../../db/schema';
import type { Executor } from '../../db/client';
import { isUuid } from '../../lib/ids';
import type { ImportRow } from './imports.repository';

/** The personal import addresses and the imports received at them (issue 20). */
export const mailImportsRepository = {
  async token(db: Executor, userId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ token: importAddresses.token })
      .from(importAddresses)
      .where(eq(importAddresses.userId, userId));
    return row?.token;
  },

  /** Sets (or replaces) a person's token: the old address stops working at once. */
  async setToken(db: Executor, userId: string, token: string): Promise<void> {
    await db
      .insert(importAddresses)
      .values({ userId, token })
      .onConflictDoUpdate({ target: importAddresses.userId, set: { token, createdAt: new Date() } });
  },

  async userForToken(db: Executor, token: string): Promise<string | undefined> {
    const [row] = await db
      .select({ userId: importAddresses.userId })
      .from(importAddresses)
      .where(eq(importAddresses.token, token));
    return row?.userId;
  },

  /** How many mails a person received since a moment. */
  async receivedSince(db: Executor, recipientId: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(bookingImports)
      .where(and(eq(bookingImports.recipientId, recipientId), gt(bookingImports.createdAt, since)));
    return row?.n ?? 0;
  },

  async insert(db: Executor, columns: typeof bookingImports.$inferInsert): Promise<ImportRow> {
    const [row] = await db.insert(bookingImports).values(columns).returning();
    return row!;
  },

  /** A received import, only for the person it was sent to. */
  async findReceived(db: Executor, recipientId: string, importId: string): Promise<ImportRow | undefined> {
    if (!isUuid(importId)) return undefined;
    const [row] = await db
      .select()
      .from(bookingImports)
      .where(and(eq(bookingImports.id, importId), eq(bookingImports.recipientId, recipientId)));
    return row;
  },

  /** Puts a received import that was not applied on the trip its person chose. */
  async moveToTrip(db: Executor, importId: string, tripId: string): Promise<ImportRow | undefined> {
    const [row] = await db
      .update(bookingImports)
      .set({ tripId, updatedAt: new Date() })
      .where(and(eq(bookingImports.id, importId), isNull(bookingImports.appliedAt)))
      .returning();
    return row;
  },
};
