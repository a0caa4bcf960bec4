import { and, count, eq, ne, or, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Executor } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { escapeLike } from '../../lib/sql';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export const usersRepository = {
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

  async countActiveAdmins(db: Executor): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
    return row?.value ?? 0;
  },

  /** Active users whose e-mail or name starts with the query, served by the two prefix indexes. */
  async searchByPrefix(db: Executor, query: string, excludeId: string, limit: number) {
    const prefix = `${escapeLike(query.toLowerCase())}%`;
    return db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(
        and(
          eq(users.status, 'active'),
          ne(users.id, excludeId),
          or(sql`${users.email} like ${prefix}`, sql`lower(${users.name}) like ${prefix}`),
        ),
      )
      .orderBy(users.name)
      .limit(limit);
  },

  async delete(db: Executor, id: string): Promise<void> {
    await db.delete(users).where(eq(users.id, id));
  },
};
