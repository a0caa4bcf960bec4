import { and, count, eq, getTableColumns, gte, inArray, ne, or, sql } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { AiUsageFeature, TwoFactorRequirement } from '@trilha/shared';
import {
  agencyMembers,
  aiUsages,
  platformSettings,
  trips,
  tripShares,
  users,
  userSessions,
  userTwoFactor,
} from '../../db/schema';
import type { Executor } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { escapeLike } from '../../lib/sql';
import { preparedOnce } from '../../db/prepared';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** What a signed-in request carries about its caller: the row without its secrets. */
const { passwordHash: _hash, googleSub: _sub, ...columnsOfActor } = getTableColumns(users);
export const actorColumns = columnsOfActor;
export type ActorRow = Omit<UserRow, 'passwordHash' | 'googleSub'>;

/** The caller's row by id, as one prepared statement per database: every authenticated request runs it. */
export function actorLookup(db: Executor): (id: string) => Promise<ActorRow | undefined> {
  const statement = db
    .select(actorColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('actor_by_id');
  return async (id) => (isUuid(id) ? (await statement.execute({ id }))[0] : undefined);
}

/** What the auth hook learns about a request's caller, its session and the second factor, at once. */
export interface ActorLookup {
  actor: ActorRow;
  /** The token's session; undefined for a token without one (issued before sessions) or an unknown one. */
  session?: { id: string; revokedAt: Date | null; lastSeenAt: Date };
  twoFactorEnabled: boolean;
  twoFactorRequired: TwoFactorRequirement;
}

/**
 * The caller of a request by id, with the token's session (`sid`), whether the account has a second factor and
 * the platform's requirement of one: ONE prepared statement per database, as every authenticated request
 * runs it (each join is by primary key).
 */
export function signedInLookup(db: Executor): (id: string, sid?: string) => Promise<ActorLookup | undefined> {
  const statement = db
    .select({
      ...actorColumns,
      sessionId: userSessions.id,
      sessionRevokedAt: userSessions.revokedAt,
      sessionLastSeenAt: userSessions.lastSeenAt,
      twoFactorEnabledAt: userTwoFactor.enabledAt,
      twoFactorRequired: platformSettings.twoFactorRequired,
    })
    .from(users)
    .leftJoin(
      userSessions,
      and(eq(userSessions.id, sql.placeholder('sid')), eq(userSessions.userId, users.id)),
    )
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, users.id))
    .leftJoin(platformSettings, eq(platformSettings.id, 1))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('signed_in_actor');
  return async (id, sid) => {
    if (!isUuid(id) || (sid !== undefined && !isUuid(sid))) return undefined;
    const [row] = await statement.execute({ id, sid: sid ?? null });
    if (!row) return undefined;
    const {
      sessionId,
      sessionRevokedAt,
      sessionLastSeenAt,
      twoFactorEnabledAt,
      twoFactorRequired,
      ...actor
    } = row;
    return {
      actor,
      session:
        sessionId && sessionLastSeenAt
          ? { id: sessionId, revokedAt: sessionRevokedAt, lastSeenAt: sessionLastSeenAt }
          : undefined,
      twoFactorEnabled: twoFactorEnabledAt !== null,
      twoFactorRequired: twoFactorRequired ?? 'nobody',
    };
  };
}

export const usersRepository = {
  /** The password hash, read only by the few actions that confirm the password. */
  async passwordHashOf(db: Executor, id: string): Promise<string | null> {
    const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id));
    return row?.hash ?? null;
  },

  async findById(db: Executor, id: string): Promise<UserRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  },

  async findByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
    return row;
  },

  async findByGoogleSub(db: Executor, sub: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.googleSub, sub));
    return row;
  },

  async insert(db: Executor, values: NewUserRow): Promise<UserRow> {
    const [row] = await db.insert(users).values(values).returning();
    return row!;
  },

  async update(db: Executor, id: string, values: Partial<NewUserRow>): Promise<UserRow | undefined> {
    const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
    return row;
  },

  /** Revokes every token issued so far; returns the user with the new version. */
  async bumpTokenVersion(
    db: Executor,
    id: string,
    values: Partial<NewUserRow> = {},
  ): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ ...values, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, id))
      .returning();
    return row;
  },

  async count(db: Executor): Promise<number> {
    const [row] = await db.select({ value: count() }).from(users);
    return row?.value ?? 0;
  },

  /** Every account's e-mail and role (`npm run demo`'s list of what it made). */
  emailsAndRoles: (db: Executor) => db.select({ email: users.email, role: users.role }).from(users),

  async countActiveAdmins(db: Executor): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
    return row?.value ?? 0;
  },

  /** How many AI usages of the feature the user has spent since `since`. */
  async aiUsagesSince(db: Executor, userId: string, feature: AiUsageFeature, since: Date): Promise<number> {
    const [row] = await db
      .select({ used: count() })
      .from(aiUsages)
      .where(and(eq(aiUsages.userId, userId), eq(aiUsages.feature, feature), gte(aiUsages.usedAt, since)));
    return row?.used ?? 0;
  },

  /**
   * Up to `limit` active users for the share dialog (API.md "Users"): whoever has exactly that e-mail,
   * and, among the people the caller already travels with (the owner and shares of any trip they own or
   * are shared on) or works with, those whose e-mail or name starts with the query. Active agency staff
   * work with the agency's active members; a client only with their own consultant, never with the
   * agency's other clients. Nobody else: the search is not a directory of strangers.
   */
  async searchKnown(db: Executor, query: string, callerId: string, limit: number) {
    const text = query.trim().toLowerCase();
    const prefix = `${escapeLike(text)}%`;
    // Asked as a share dialog's field is typed: built and prepared once (Drizzle's building of it cost the
    // server several times PostgreSQL's run of it).
    const statement = preparedOnce(db, 'users_search_known', () => searchKnownStatement(db));
    return statement.execute({ callerId, text, prefix, limit });
  },

  async delete(db: Executor, id: string): Promise<void> {
    await db.delete(users).where(eq(users.id, id));
  },
};

/** The people a caller may look up (usersRepository.searchKnown), with its values as placeholders. */
function searchKnownStatement(db: Executor) {
  const mine = alias(tripShares, 'mine');
  const theirs = alias(tripShares, 'theirs');
  const me = alias(agencyMembers, 'me');
  const colleague = alias(agencyMembers, 'colleague');
  const known = unionAll(
    db
      .select({ id: trips.ownerId })
      .from(mine)
      .innerJoin(trips, eq(trips.id, mine.tripId))
      .where(eq(mine.userId, sql.placeholder('callerId'))),
    db
      .select({ id: theirs.userId })
      .from(mine)
      .innerJoin(theirs, eq(theirs.tripId, mine.tripId))
      .where(eq(mine.userId, sql.placeholder('callerId'))),
    db
      .select({ id: theirs.userId })
      .from(trips)
      .innerJoin(theirs, eq(theirs.tripId, trips.id))
      .where(eq(trips.ownerId, sql.placeholder('callerId'))),
    db
      .select({ id: colleague.userId })
      .from(me)
      .innerJoin(colleague, eq(colleague.agencyId, me.agencyId))
      .where(
        and(
          eq(me.userId, sql.placeholder('callerId')),
          eq(me.kind, 'consultant'),
          eq(me.status, 'active'),
          eq(colleague.status, 'active'),
        ),
      ),
    db
      .select({ id: colleague.userId })
      .from(me)
      .innerJoin(colleague, eq(colleague.id, me.consultantId))
      .where(
        and(
          eq(me.userId, sql.placeholder('callerId')),
          eq(me.kind, 'client'),
          eq(me.status, 'active'),
          eq(colleague.status, 'active'),
        ),
      ),
  );
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        ne(users.id, sql.placeholder('callerId')),
        or(
          eq(users.email, sql.placeholder('text')),
          and(
            or(
              sql`${users.email} like ${sql.placeholder('prefix')}`,
              sql`lower(${users.name}) like ${sql.placeholder('prefix')}`,
            ),
            inArray(users.id, known),
          ),
        ),
      ),
    )
    .orderBy(users.name)
    .limit(sql.placeholder('limit'))
    .prepare('users_search_known');
}
