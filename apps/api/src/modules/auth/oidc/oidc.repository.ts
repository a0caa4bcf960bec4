import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { userIdentities, users } from '../../../db/schema';
import type { UserRow } from '../../users/users.repository';

export interface IdentityKey {
  issuer: string;
  subject: string;
}

export const identitiesRepository = {
  /** The account linked to the provider's person, with the link's id. */
  async findUser(
    db: Executor,
    { issuer, subject }: IdentityKey,
  ): Promise<{ id: string; user: UserRow } | undefined> {
    const [row] = await db
      .select({ id: userIdentities.id, user: users })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)));
    return row;
  },

  /** Links the person to an account; a link made meanwhile by a simultaneous sign-in is kept. */
  async link(db: Executor, userId: string, key: IdentityKey, email: string): Promise<void> {
    await db
      .insert(userIdentities)
      .values({ userId, ...key, email, lastUsedAt: new Date() })
      .onConflictDoNothing();
  },

  /** A sign-in through the link: when, and the e-mail the provider gives now. */
  async touch(db: Executor, id: string, email: string | undefined): Promise<void> {
    await db
      .update(userIdentities)
      .set({ lastUsedAt: new Date(), ...(email ? { email } : {}) })
      .where(eq(userIdentities.id, id));
  },
};
