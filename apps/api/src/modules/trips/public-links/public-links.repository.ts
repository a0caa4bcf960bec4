import { and, eq, isNull } from 'drizzle-orm';
import { tripPublicLinks } from '../../../db/schema';
import type { Executor } from '../../../db/client';

export type PublicLinkRow = typeof tripPublicLinks.$inferSelect;

/** What a link's owner sets: whether costs show, and until when it opens. */
export interface PublicLinkSettings {
  includeCosts: boolean;
  expiresAt: Date | null;
}

/** Tokens are base64url of 32 random bytes (43 characters): anything else names no link. */
const TOKEN = /^[\w-]{43,128}$/;

export const publicLinksRepository = {
  /** The trip's live (not revoked) link, if it has one. */
  async live(db: Executor, tripId: string): Promise<PublicLinkRow | undefined> {
    const [row] = await db
      .select()
      .from(tripPublicLinks)
      .where(and(eq(tripPublicLinks.tripId, tripId), isNull(tripPublicLinks.revokedAt)));
    return row;
  },

  /** A link by its token, revoked and expired ones included (opening one says which it is). */
  async byToken(db: Executor, token: string): Promise<PublicLinkRow | undefined> {
    if (!TOKEN.test(token)) return undefined;
    const [row] = await db.select().from(tripPublicLinks).where(eq(tripPublicLinks.token, token));
    return row;
  },

  /**
   * A new live link, or undefined when the trip has one already (another request made it first): the
   * partial unique index on live links decides, not a check before the insert.
   */
  async insert(
    db: Executor,
    values: PublicLinkSettings & { tripId: string; token: string; createdBy: string },
  ): Promise<PublicLinkRow | undefined> {
    const [row] = await db.insert(tripPublicLinks).values(values).onConflictDoNothing().returning();
    return row;
  },

  async updateLive(
    db: Executor,
    tripId: string,
    settings: PublicLinkSettings,
  ): Promise<PublicLinkRow | undefined> {
    const [row] = await db
      .update(tripPublicLinks)
      .set(settings)
      .where(and(eq(tripPublicLinks.tripId, tripId), isNull(tripPublicLinks.revokedAt)))
      .returning();
    return row;
  },

  /** Revokes the live link; false when there was none. */
  async revokeLive(db: Executor, tripId: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(tripPublicLinks)
      .set({ revokedAt: at })
      .where(and(eq(tripPublicLinks.tripId, tripId), isNull(tripPublicLinks.revokedAt)))
      .returning({ id: tripPublicLinks.id });
    return rows.length > 0;
  },
};
