import type { Client, ClientDetail, createTripSchema, Language } from '@trilha/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import type { NotificationsService } from '../notifications/notifications.service';
import { presentTrip } from '../trips/trips.presenter';
import { tripsRepository } from '../trips/trips.repository';
import type { TripsService } from '../trips/trips.service';
import { usersRepository } from '../users/users.repository';
import { authorizeAgency } from './agencies.policy';
import { presentClient, presentPeople } from './agencies.presenter';
import { agenciesRepository } from './agencies.repository';
import { agencyAccessRepository } from './agency-access.repository';

type TripInput = z.output<typeof createTripSchema>;

/**
 * The consultant's side of an agency: their clients, one client with the trips the agency works on,
 * and planning a trip the client owns.
 */
export function createConsultantClientsService({
  db,
  trips,
  notify,
}: {
  db: Database;
  trips: TripsService;
  notify: NotificationsService['notify'];
}) {
  /**
   * The client as the caller may see them: a consultant only their own clients, the consultant-admin
   * every client of the agency, the platform admin any client of any agency.
   */
  async function clientFor(actor: Actor, clientId: string) {
    if (actor.role === 'admin') {
      const row = await agenciesRepository.client(db, clientId);
      if (!row) throw notFound('CLIENT');
      return { row, level: 'admin' as const };
    }
    const membership = await agenciesRepository.membership(db, actor.id);
    if (!membership) throw notFound('CLIENT');
    const level = authorizeAgency({ role: actor.role, membership }, membership.agencyId, 'clients');
    const row = await agenciesRepository.member(db, membership.agencyId, clientId, 'client');
    if (!row || (level === 'consultant' && row.member.consultantId !== membership.id))
      throw notFound('CLIENT');
    return { row, level };
  }

  return {
    /** A consultant's own clients; a consultant-admin's whole agency. */
    async myClients(actor: Actor): Promise<Client[]> {
      const membership = await agenciesRepository.membership(db, actor.id);
      if (!membership || membership.kind !== 'consultant') {
        if (actor.role === 'admin') return [];
        throw forbidden();
      }
      const level = authorizeAgency({ role: actor.role, membership }, membership.agencyId, 'clients');
      const clients = presentPeople(await agenciesRepository.members(db, membership.agencyId)).clients;
      return level === 'consultant'
        ? clients.filter((client) => client.consultantId === membership.id)
        : clients;
    },

    /**
     * The client with the trips the agency works on: a consultant sees those shared with them; the
     * consultant-admin and the platform admin those the agency plans (they may read them). Someone only
     * invited shows nothing of theirs.
     */
    async clientDetail(actor: Actor, clientId: string, language: Language): Promise<ClientDetail> {
      const { row, level } = await clientFor(actor, clientId);
      const client = presentClient(row, await agenciesRepository.consultantName(db, row.member));
      if (row.member.status === 'invited') return { ...client, trips: [] };
      const rows =
        level === 'consultant'
          ? await tripsRepository.ownedAndSharedWith(db, row.user.id, actor.id)
          : await tripsRepository.ownedAndPlannedBy(db, row.user.id, row.member.agencyId, actor.id);
      return {
        ...client,
        trips: rows.map(({ trip, role }) => presentTrip(trip, role ?? 'viewer', language)),
      };
    },

    /**
     * A trip owned by the client, shared with the consultant planning it as an admin, for as long as the
     * agency's relation lasts (agency-access.repository.ts); the client's assigned consultant gets it too.
     * Without a currency it takes the client's. Once it is theirs the client is told, with the way to it.
     */
    async planTrip(actor: Actor, clientId: string, input: TripInput, language: Language) {
      const { row, level } = await clientFor(actor, clientId);
      if (level === 'admin') throw forbidden();
      if (row.member.status === 'invited') throw conflict('INVITATION_PENDING');
      const client = await usersRepository.findById(db, row.user.id);
      if (!client) throw notFound('CLIENT');
      const trip = await trips.create(client, input, language);
      await db.transaction(async (tx) => {
        await agencyAccessRepository.plan(tx, row.member.agencyId, trip._id, actor.id);
        await agencyAccessRepository.settle(tx, row.member.agencyId, { clientMemberId: row.member.id });
      });
      await notify({
        userId: client.id,
        kind: 'trip-planned',
        params: { by: actor.name, trip: trip.title },
        link: `/trips/${trip._id}`,
      });
      return trips.get(actor, trip._id, language);
    },
  };
}

export type ConsultantClientsService = ReturnType<typeof createConsultantClientsService>;
