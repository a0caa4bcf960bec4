import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordResetTokens } from '../../db/schema';
import type { Executor } from '../../db/client';

export const passwordResetsRepository = {
  async insert(db: Executor, userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
  },

  /** Marks the token used only if it is still unused and unexpired: single use holds under races. */
  async consume(db: Executor, tokenHash: string): Promise<string | undefined> {
    const [row] = await db
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    return row?.userId;
  },

  async deleteForUser(db: Executor, userId: string): Promise<void> {
    await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  },
};
