import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import { userPasskeys } from '../../../db/schema';
import type { Executor } from '../../../db/client';
import { isUuid } from '../../../lib/ids';

export type PasskeyRow = typeof userPasskeys.$inferSelect;
export type NewPasskeyRow = typeof userPasskeys.$inferInsert;

export const passkeysRepository = {
  listForUser(db: Executor, userId: string): Promise<PasskeyRow[]> {
    return db
      .select()
      .from(userPasskeys)
      .where(eq(userPasskeys.userId, userId))
      .orderBy(asc(userPasskeys.createdAt), asc(userPasskeys.id));
  },

  async find(db: Executor, id: string): Promise<PasskeyRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(userPasskeys).where(eq(userPasskeys.id, id));
    return row;
  },

  async findByCredentialId(db: Executor, credentialId: string): Promise<PasskeyRow | undefined> {
    const [row] = await db.select().from(userPasskeys).where(eq(userPasskeys.credentialId, credentialId));
    return row;
  },

  async insert(db: Executor, values: NewPasskeyRow): Promise<PasskeyRow> {
    const [row] = await db.insert(userPasskeys).values(values).returning();
    return row!;
  },

  async rename(db: Executor, id: string, name: string): Promise<PasskeyRow | undefined> {
    const [row] = await db.update(userPasskeys).set({ name }).where(eq(userPasskeys.id, id)).returning();
    return row;
  },

  async remove(db: Executor, id: string): Promise<void> {
    await db.delete(userPasskeys).where(eq(userPasskeys.id, id));
  },

  /**
   * Records a sign-in with the passkey (its new counter, whether it is backed up, when), only while its
   * counter is still the one the signature was checked against and it has not been used since the
   * challenge was issued: one challenge signs in once, on any instance, and two sign-ins racing cannot
   * move the counter back. False when another use came first.
   */
  async recordUse(
    db: Executor,
    id: string,
    use: { checkedCounter: number; counter: number; backedUp: boolean; issuedAt: Date; at: Date },
  ): Promise<boolean> {
    const rows = await db
      .update(userPasskeys)
      .set({ counter: use.counter, backedUp: use.backedUp, lastUsedAt: use.at })
      .where(
        and(
          eq(userPasskeys.id, id),
          eq(userPasskeys.counter, use.checkedCounter),
          or(isNull(userPasskeys.lastUsedAt), lt(userPasskeys.lastUsedAt, use.issuedAt)),
        ),
      )
      .returning({ id: userPasskeys.id });
    return rows.length > 0;
  },
};
