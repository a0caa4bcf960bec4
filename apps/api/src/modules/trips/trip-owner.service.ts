import type { TransferOwnerInput } from '@trilha/shared';
import type { Database } from '../../db/client';
import { badRequest, conflict } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Actor } from '../../plugins/auth';
import type { NotificationsService } from '../notifications/notifications.service';
import { usersRepository } from '../users/users.repository';
import { sharesRepository } from './sharing/shares.repository';
import { tripOwnerRepository } from './trip-owner.repository';
import { tripsRepository } from './trips.repository';
import type { TripsService } from './trips.service';

const notMember = () => badRequest('OWNER_NOT_MEMBER');

/**
 * Handing a trip to another owner (API.md "Sharing links, public page, copies"): only its owner, only to
 * someone it is shared with, who stops holding a share; the old owner stays on as an admin. An agency's
 * client trip keeps its owner: the agency's relation is with that client.
 */
export function createTripOwnerService({
  db,
  trips,
  notify,
}: {
  db: Database;
  trips: TripsService;
  notify: NotificationsService['notify'];
}) {
  return {
    async transfer(actor: Actor, tripId: string, { userId }: TransferOwnerInput) {
      const { trip } = await trips.load(actor, tripId, 'transferOwnership');
      if (trip.agencyId) throw conflict('AGENCY_TRIP_OWNER');
      if (!isUuid(userId) || !(await sharesRepository.find(db, trip.id, userId))) throw notMember();
      const user = await usersRepository.findById(db, userId);
      if (user?.status !== 'active') throw notMember();
      const moved = await db.transaction(async (tx) => {
        if (!(await tripOwnerRepository.takeShare(tx, trip.id, userId))) throw notMember();
        const updated = await tripOwnerRepository.setOwner(tx, trip.id, actor.id, userId);
        // Handed on by a request that came first: this one changes nothing.
        if (!updated) throw conflict('CONFLICT');
        await sharesRepository.insert(tx, trip.id, actor.id, 'admin');
        return updated;
      });
      await notify({
        userId,
        kind: 'trip-role-changed',
        params: { trip: moved.title, role: 'owner' },
        link: `/trips/${moved.id}`,
      });
      return tripsRepository.people(db, moved);
    },
  };
}

export type TripOwnerService = ReturnType<typeof createTripOwnerService>;
