import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { TwoFactorRequirement } from '@trilha/shared';
import { platformSettings, userBackupCodes, userTwoFactor } from '../../../db/schema';
import type { Executor } from '../../../db/client';

export type TwoFactorRow = typeof userTwoFactor.$inferSelect;

export const twoFactorRepository = {
  async find(db: Executor, userId: string): Promise<TwoFactorRow | undefined> {
    const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
    return row;
  },

  /** A new secret waiting for its first code; an earlier unconfirmed one is replaced, an enabled one never. */
  async startPending(db: Executor, userId: string, secret: string): Promise<boolean> {
    const rows = await db
      .insert(userTwoFactor)
      .values({ userId, secret })
      .onConflictDoUpdate({
        target: userTwoFactor.userId,
        set: { secret, lastUsedStep: null, createdAt: new Date() },
        setWhere: isNull(userTwoFactor.enabledAt),
      })
      .returning({ userId: userTwoFactor.userId });
    return rows.length > 0;
  },

  async enable(db: Executor, userId: string): Promise<boolean> {
    const rows = await db
      .update(userTwoFactor)
      .set({ enabledAt: new Date() })
      .where(and(eq(userTwoFactor.userId, userId), isNull(userTwoFactor.enabledAt)))
      .returning({ userId: userTwoFactor.userId });
    return rows.length > 0;
  },

  /**
   * Spends a code's time step: only a step later than the last one used passes, so a code seen once
   * (over a shoulder, in a proxy's log) cannot sign in again within its window.
   */
  async useStep(db: Executor, userId: string, step: number): Promise<boolean> {
    const rows = await db
      .update(userTwoFactor)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(userTwoFactor.userId, userId),
          or(isNull(userTwoFactor.lastUsedStep), lt(userTwoFactor.lastUsedStep, step)),
        ),
      )
      .returning({ userId: userTwoFactor.userId });
    return rows.length > 0;
  },

  async remove(db: Executor, userId: string): Promise<boolean> {
    await db.delete(userBackupCodes).where(eq(userBackupCodes.userId, userId));
    const rows = await db
      .delete(userTwoFactor)
      .where(eq(userTwoFactor.userId, userId))
      .returning({ userId: userTwoFactor.userId });
    return rows.length > 0;
  },

  async replaceBackupCodes(db: Executor, userId: string, hashes: string[]): Promise<void> {
    await db.delete(userBackupCodes).where(eq(userBackupCodes.userId, userId));
    await db.insert(userBackupCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  },

  /** Spends a backup code once: a second use (or a race of two) finds it used. */
  async useBackupCode(db: Executor, userId: string, codeHash: string): Promise<boolean> {
    const rows = await db
      .update(userBackupCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(userBackupCodes.userId, userId),
          eq(userBackupCodes.codeHash, codeHash),
          isNull(userBackupCodes.usedAt),
        ),
      )
      .returning({ id: userBackupCodes.id });
    return rows.length > 0;
  },

  async backupCodesLeft(db: Executor, userId: string): Promise<number> {
    const [row] = await db
      .select({ left: count() })
      .from(userBackupCodes)
      .where(and(eq(userBackupCodes.userId, userId), isNull(userBackupCodes.usedAt)));
    return row?.left ?? 0;
  },

  async requirement(db: Executor): Promise<TwoFactorRequirement> {
    const [row] = await db
      .select({ value: platformSettings.twoFactorRequired })
      .from(platformSettings)
      .where(eq(platformSettings.id, 1));
    return row?.value ?? 'nobody';
  },

  async setRequirement(db: Executor, value: TwoFactorRequirement): Promise<void> {
    await db
      .insert(platformSettings)
      .values({ id: 1, twoFactorRequired: value })
      .onConflictDoUpdate({
        target: platformSettings.id,
        set: { twoFactorRequired: value, updatedAt: sql`now()` },
      });
  },
};
