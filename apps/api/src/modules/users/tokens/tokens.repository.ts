import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { TwoFactorRequirement } from '@trilha/shared';
import { personalTokens, platformSettings, users, userTwoFactor } from '../../../db/schema';
import type { Executor } from '../../../db/client';
import { isUuid } from '../../../lib/ids';
import { actorColumns, type ActorRow } from '../users.repository';

export type PersonalTokenRow = typeof personalTokens.$inferSelect;
export type NewPersonalTokenRow = typeof personalTokens.$inferInsert;

/** Not revoked and not expired at `at`. */
const liveAt = (at: Date) =>
  and(
    isNull(personalTokens.revokedAt),
    or(isNull(personalTokens.expiresAt), gt(personalTokens.expiresAt, at)),
  );

export const tokensRepository = {
  /** The account's live tokens, newest first. */
  listLive(db: Executor, userId: string, at: Date): Promise<PersonalTokenRow[]> {
    return db
      .select()
      .from(personalTokens)
      .where(and(eq(personalTokens.userId, userId), liveAt(at)))
      .orderBy(desc(personalTokens.createdAt), desc(personalTokens.id));
  },

  /**
   * How many live tokens the account holds, with its user row locked until the transaction ends, so
   * that two creations at once cannot both pass the limit.
   */
  async countLiveLocked(tx: Executor, userId: string, at: Date): Promise<number> {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [row] = await tx
      .select({ n: count() })
      .from(personalTokens)
      .where(and(eq(personalTokens.userId, userId), liveAt(at)));
    return row?.n ?? 0;
  },

  async insert(db: Executor, values: NewPersonalTokenRow): Promise<PersonalTokenRow> {
    const [row] = await db.insert(personalTokens).values(values).returning();
    return row!;
  },

  async find(db: Executor, id: string): Promise<PersonalTokenRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(personalTokens).where(eq(personalTokens.id, id));
    return row;
  },

  async revoke(db: Executor, id: string, at: Date): Promise<void> {
    await db
      .update(personalTokens)
      .set({ revokedAt: at })
      .where(and(eq(personalTokens.id, id), isNull(personalTokens.revokedAt)));
  },

  /** Moves lastUsedAt forward (never back: two instances may see the same token). */
  async touch(db: Executor, id: string, at: Date): Promise<void> {
    await db
      .update(personalTokens)
      .set({ lastUsedAt: at })
      .where(
        and(
          eq(personalTokens.id, id),
          or(isNull(personalTokens.lastUsedAt), lt(personalTokens.lastUsedAt, at)),
        ),
      );
  },
};

/** What the auth hook learns about a personal token's holder, as signedInLookup does for a session. */
export interface TokenHolderLookup {
  actor: ActorRow;
  token: Pick<PersonalTokenRow, 'id' | 'scopes' | 'expiresAt' | 'revokedAt' | 'lastUsedAt'>;
  twoFactorEnabled: boolean;
  twoFactorRequired: TwoFactorRequirement;
}

/** A personal token's holder by the token's hash: one prepared statement, as every request by token runs it. */
export function tokenHolderLookup(db: Executor): (hash: string) => Promise<TokenHolderLookup | undefined> {
  const statement = db
    .select({
      ...actorColumns,
      tokenId: personalTokens.id,
      tokenScopes: personalTokens.scopes,
      tokenExpiresAt: personalTokens.expiresAt,
      tokenRevokedAt: personalTokens.revokedAt,
      tokenLastUsedAt: personalTokens.lastUsedAt,
      twoFactorEnabledAt: userTwoFactor.enabledAt,
      twoFactorRequired: platformSettings.twoFactorRequired,
    })
    .from(personalTokens)
    .innerJoin(users, eq(users.id, personalTokens.userId))
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, users.id))
    .leftJoin(platformSettings, eq(platformSettings.id, 1))
    .where(eq(personalTokens.tokenHash, sql.placeholder('hash')))
    .prepare('personal_token_holder');
  return async (hash) => {
    const [row] = await statement.execute({ hash });
    if (!row) return undefined;
    const {
      tokenId,
      tokenScopes,
      tokenExpiresAt,
      tokenRevokedAt,
      tokenLastUsedAt,
      twoFactorEnabledAt,
      twoFactorRequired,
      ...actor
    } = row;
    return {
      actor,
      token: {
        id: tokenId,
        scopes: tokenScopes,
        expiresAt: tokenExpiresAt,
        revokedAt: tokenRevokedAt,
        lastUsedAt: tokenLastUsedAt,
      },
      twoFactorEnabled: twoFactorEnabledAt !== null,
      twoFactorRequired: twoFactorRequired ?? 'nobody',
    };
  };
}
