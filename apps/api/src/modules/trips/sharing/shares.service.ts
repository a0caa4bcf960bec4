import { shareInputSchema, type CreateShareInput, type ShareRole } from '@trilha/shared';
import type { Database } from '../../../db/client';
import { badRequest, notFound, ValidationError } from '../../../lib/errors';
import { mergeUpdate } from '../../../lib/partial-update';
import type { Actor } from '../../../plugins/auth';
import { usersRepository } from '../../users/users.repository';
import { authorizeTrip } from '../trips.policy';
import { tripsRepository } from '../trips.repository';
import type { TripsService } from '../trips.service';
import type { NotificationsService } from '../../notifications/notifications.service';
import type { Rewards } from '../../gamification/gamification.service';
import { sharesRepository } from './shares.repository';
import { lockGuest, takeOverGuest } from '../invite-links/guest-takeover.repository';

/**
 * Sharing rules (API.md "Trip roles"): an admin or the owner shares with viewers and admins and may
 * promote a viewer; only the owner demotes or removes an admin; anyone shared may leave.
 */
export function createSharesService({
  db,
  trips,
  notify,
  rewards,
}: {
  db: Database;
  trips: TripsService;
  notify: NotificationsService['notify'];
  rewards: Rewards;
}) {
  async function existingShare(tripId: string, userId: string) {
    const share = await sharesRepository.find(db, tripId, userId);
    if (!share) throw notFound('SHARE');
    return share;
  }

  return {
    async list(actor: Actor, tripId: string) {
      const { trip } = await trips.load(actor, tripId, 'read');
      return tripsRepository.people(db, trip);
    },

    async add(actor: Actor, tripId: string, input: Omit<CreateShareInput, 'role'> & { role: ShareRole }) {
      const { trip } = await trips.load(actor, tripId, 'share');
      const user = input.userId
        ? await usersRepository.findById(db, input.userId)
        : await usersRepository.findByEmail(db, input.email!);
      if (!user || user.status !== 'active') throw notFound('USER');
      if (user.id === trip.ownerId) throw badRequest('SHARE_WITH_OWNER');
      // With `participantId`, the person also takes that guest's place in the trip's costs.
      await db.transaction(async (tx) => {
        const guest = input.participantId ? await lockGuest(tx, trip.id, input.participantId) : undefined;
        if (input.participantId && !guest) {
          throw new ValidationError([{ path: 'participantId', message: 'validation.notAGuest' }]);
        }
        await sharesRepository.insert(tx, trip.id, user.id, input.role);
        if (guest) await takeOverGuest(tx, trip.id, guest.id, user);
      });
      await notify({
        userId: user.id,
        kind: 'trip-shared',
        params: { by: actor.name, trip: trip.title, role: input.role },
        link: `/trips/${trip.id}`,
      });
      await rewards.award(actor.id, 'share-trip', `${trip.id}:${user.id}`);
      return tripsRepository.people(db, trip);
    },

    async changeRole(actor: Actor, tripId: string, userId: string, changes: { role?: ShareRole }) {
      const { trip, role: myRole } = await trips.load(actor, tripId, 'share');
      const share = await existingShare(trip.id, userId);
      const { role } = mergeUpdate(shareInputSchema, share, changes);
      if (share.role === 'admin' && share.role !== role) authorizeTrip(myRole, 'manageAdmins');
      await sharesRepository.updateRole(db, trip.id, userId, role);
      if (share.role !== role) {
        await notify({
          userId,
          kind: 'trip-role-changed',
          params: { trip: trip.title, role },
          link: `/trips/${trip.id}`,
        });
      }
      return tripsRepository.people(db, trip);
    },

    async remove(actor: Actor, tripId: string, userId: string) {
      if (userId === actor.id) {
        const { trip } = await trips.load(actor, tripId, 'leave');
        await sharesRepository.delete(db, trip.id, actor.id);
        return;
      }
      const { trip, role: myRole } = await trips.load(actor, tripId, 'share');
      const share = await existingShare(trip.id, userId);
      if (share.role === 'admin') authorizeTrip(myRole, 'manageAdmins');
      await sharesRepository.delete(db, trip.id, userId);
    },
  };
}

export type SharesService = ReturnType<typeof createSharesService>;
