import type { createInviteLinkSchema, InviteLink, InviteLinkPreview, Language } from '@trilha/shared';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { notFound, ValidationError } from '../../../lib/errors';
import { randomToken } from '../../../lib/secrets';
import type { Actor } from '../../../plugins/auth';
import { tripInvitationMail } from '../../../adapters/mail/templates';
import type { MailQueue } from '../../mail/mail-queue';
import type { NotificationsService } from '../../notifications/notifications.service';
import { usersRepository } from '../../users/users.repository';
import type { TripsService } from '../trips.service';
import { sharesRepository } from '../sharing/shares.repository';
import { lockGuest, takeOverGuest } from './guest-takeover.repository';
import { assertUsable, MANAGE_INVITE_LINKS } from './invite-links.policy';
import { presentInviteLink } from './invite-links.presenter';
import { inviteLinksRepository } from './invite-links.repository';

type CreateInput = z.output<typeof createInviteLinkSchema>;

export interface InviteLinksDeps {
  db: Database;
  trips: TripsService;
  notify: NotificationsService['notify'];
  mail: MailQueue;
  appUrl: string;
}

/**
 * Invite links (API.md "Sharing links"): the trip's owner and admins make them for a role, single-use or
 * reusable, with an expiry; whoever opens one signs in and joins. A link made for a named guest of the
 * trip's costs also makes the person who joins that guest (guest-takeover.repository.ts).
 */
export function createInviteLinksService({ db, trips, notify, mail, appUrl }: InviteLinksDeps) {
  return {
    async list(actor: Actor, tripId: string): Promise<InviteLink[]> {
      const { trip } = await trips.load(actor, tripId, MANAGE_INVITE_LINKS);
      const now = new Date();
      return (await inviteLinksRepository.forTrip(db, trip.id)).map((link) =>
        presentInviteLink(link, appUrl, now),
      );
    },

    async create(actor: Actor, tripId: string, input: CreateInput): Promise<InviteLink> {
      const { trip } = await trips.load(actor, tripId, MANAGE_INVITE_LINKS);
      const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
      if (expiresAt && expiresAt.getTime() <= Date.now()) {
        throw new ValidationError([{ path: 'expiresAt', message: 'validation.expiresInPast' }]);
      }
      const guest = input.participantId ? await lockGuest(db, trip.id, input.participantId) : undefined;
      if (input.participantId && !guest) {
        throw new ValidationError([{ path: 'participantId', message: 'validation.notAGuest' }]);
      }
      const invitee = input.email ? await usersRepository.findByEmail(db, input.email) : undefined;
      // The link and its mail are written together: the mail queue sends it once the change is committed.
      const link = await db.transaction(async (tx) => {
        const made = await inviteLinksRepository.insert(tx, {
          tripId: trip.id,
          token: randomToken(),
          role: input.role,
          participantId: guest?.id ?? null,
          createdBy: actor.id,
          expiresAt,
          // A guest is one person: their link lets one person in.
          maxUses: guest ? 1 : (input.maxUses ?? null),
        });
        if (input.email) {
          const invitation = tripInvitationMail(
            invitee?.language ?? actor.language,
            {
              name: invitee?.name ?? null,
              by: actor.name,
              trip: trip.title,
              role: input.role,
              guest: guest?.name ?? null,
            },
            presentInviteLink({ ...made, guestName: null }, appUrl).url,
          );
          await mail.message(tx, { to: input.email, ...invitation });
        }
        return made;
      });
      return presentInviteLink({ ...link, guestName: guest?.name ?? null }, appUrl);
    },

    async revoke(actor: Actor, tripId: string, linkId: string): Promise<void> {
      const { trip } = await trips.load(actor, tripId, MANAGE_INVITE_LINKS);
      const link = await inviteLinksRepository.findInTrip(db, trip.id, linkId);
      if (!link) throw notFound('LINK');
      await inviteLinksRepository.revoke(db, link.id);
    },

    /** Public: what the join page shows, or why the link no longer works. */
    async preview(token: string): Promise<InviteLinkPreview> {
      const found = await inviteLinksRepository.preview(db, token);
      if (!found) throw notFound('LINK');
      assertUsable(found.link);
      return {
        tripTitle: found.tripTitle,
        role: found.link.role,
        invitedBy: found.creatorName ?? found.ownerName,
        guestName: found.guestKind === 'guest' ? found.guestName : null,
      };
    },

    /**
     * Joins the caller to the link's trip, in one transaction with the link locked, so a single-use link
     * lets exactly one person in however many accept at once. The owner, and a member whose role the
     * link would not raise, just get the trip: the link is not used. A viewer accepting an admin link
     * becomes admin; a member accepting a guest's link takes the guest's place. Each of those uses it.
     */
    async accept(actor: Actor, token: string, language: Language) {
      const { tripId, joined } = await db.transaction(async (tx) => {
        const found = await inviteLinksRepository.lockByToken(tx, token);
        if (!found) throw notFound('LINK');
        const { link } = found;
        assertUsable(link);
        if (found.ownerId === actor.id) return { tripId: link.tripId };
        const share = await sharesRepository.find(tx, link.tripId, actor.id);
        let used = false;
        if (!share) {
          await inviteLinksRepository.insertShare(tx, link.tripId, actor.id, link.role);
          used = true;
        } else if (share.role === 'viewer' && link.role === 'admin') {
          await inviteLinksRepository.raiseToAdmin(tx, share.id);
          used = true;
        }
        if (link.participantId && (await takeOverGuest(tx, link.tripId, link.participantId, actor))) {
          used = true;
        }
        if (used) await inviteLinksRepository.addUse(tx, link.id);
        const joined = share ? undefined : { ownerId: found.ownerId, trip: found.tripTitle, role: link.role };
        return { tripId: link.tripId, joined };
      });
      if (joined) {
        await notify({
          userId: joined.ownerId,
          kind: 'trip-joined',
          params: { person: actor.name, trip: joined.trip, role: joined.role },
          link: `/trips/${tripId}`,
        });
      }
      return trips.get(actor, tripId, language);
    },
  };
}

export type InviteLinksService = ReturnType<typeof createInviteLinksService>;
