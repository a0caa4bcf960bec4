import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ShareRole } from '@trilha/shared';
import { tripInviteLinks, tripParticipants, trips, tripShares, users } from '../../../db/schema';
import type { Executor } from '../../../db/client';
import { isUuid } from '../../../lib/ids';

export type InviteLinkRow = typeof tripInviteLinks.$inferSelect;
export type InviteLinkWithGuest = InviteLinkRow & { guestName: string | null };

/** A token as lib/secrets.ts issues it (32 bytes, base64url): anything else is not looked up at all. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const isInviteToken = (token: string) => TOKEN_PATTERN.test(token);

const creators = alias(users, 'creators');

const withGuest = {
  link: tripInviteLinks,
  guestName: tripParticipants.name,
};

export const inviteLinksRepository = {
  async insert(db: Executor, values: typeof tripInviteLinks.$inferInsert): Promise<InviteLinkRow> {
    const [row] = await db.insert(tripInviteLinks).values(values).returning();
    return row!;
  },

  /** The trip's links, newest first, revoked and spent ones too (the screen shows them as such). */
  async forTrip(db: Executor, tripId: string): Promise<InviteLinkWithGuest[]> {
    const rows = await db
      .select(withGuest)
      .from(tripInviteLinks)
      .leftJoin(tripParticipants, eq(tripParticipants.id, tripInviteLinks.participantId))
      .where(eq(tripInviteLinks.tripId, tripId))
      .orderBy(desc(tripInviteLinks.createdAt), desc(tripInviteLinks.id));
    return rows.map(({ link, guestName }) => ({ ...link, guestName }));
  },

  async findInTrip(db: Executor, tripId: string, linkId: string): Promise<InviteLinkRow | undefined> {
    if (!isUuid(linkId)) return undefined;
    const [row] = await db
      .select()
      .from(tripInviteLinks)
      .where(and(eq(tripInviteLinks.id, linkId), eq(tripInviteLinks.tripId, tripId)));
    return row;
  },

  /** Revoking twice keeps the first moment. */
  async revoke(db: Executor, linkId: string): Promise<void> {
    await db
      .update(tripInviteLinks)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(tripInviteLinks.id, linkId), isNull(tripInviteLinks.revokedAt)));
  },

  /** What the public join page shows: the link, its trip's title, who made it, and the guest it is for. */
  async preview(db: Executor, token: string) {
    if (!isInviteToken(token)) return undefined;
    const [row] = await db
      .select({
        link: tripInviteLinks,
        tripTitle: trips.title,
        creatorName: creators.name,
        ownerName: users.name,
        guestName: tripParticipants.name,
        guestKind: tripParticipants.kind,
      })
      .from(tripInviteLinks)
      .innerJoin(trips, eq(trips.id, tripInviteLinks.tripId))
      .innerJoin(users, eq(users.id, trips.ownerId))
      .leftJoin(creators, eq(creators.id, tripInviteLinks.createdBy))
      .leftJoin(tripParticipants, eq(tripParticipants.id, tripInviteLinks.participantId))
      .where(eq(tripInviteLinks.token, token));
    return row;
  },

  /** The link and its trip, the link locked until the transaction ends: accepting counts its uses. */
  async lockByToken(db: Executor, token: string) {
    if (!isInviteToken(token)) return undefined;
    const [row] = await db
      .select({ link: tripInviteLinks, tripTitle: trips.title, ownerId: trips.ownerId })
      .from(tripInviteLinks)
      .innerJoin(trips, eq(trips.id, tripInviteLinks.tripId))
      .where(eq(tripInviteLinks.token, token))
      .for('update', { of: tripInviteLinks });
    return row;
  },

  async addUse(db: Executor, linkId: string): Promise<void> {
    await db
      .update(tripInviteLinks)
      .set({ uses: sql`${tripInviteLinks.uses} + 1` })
      .where(eq(tripInviteLinks.id, linkId));
  },

  async insertShare(db: Executor, tripId: string, userId: string, role: ShareRole): Promise<void> {
    await db.insert(tripShares).values({ tripId, userId, role });
  },

  /**
   * A viewer raised to admin by an admin link: the share is then one given in person, so it outlives
   * the agency relation an agency-made share depended on.
   */
  async raiseToAdmin(db: Executor, shareId: string): Promise<void> {
    await db.update(tripShares).set({ role: 'admin', agencyId: null }).where(eq(tripShares.id, shareId));
  },
};
