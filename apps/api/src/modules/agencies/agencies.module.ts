import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TripsService } from '../trips/trips.service';
import { agenciesRoutes } from './agencies.routes';
import { createAgenciesService, type AgenciesServiceDeps } from './agencies.service';
import { createConsultantClientsService } from './consultant-clients.service';
import { createInvitationsService, type InvitationsServiceDeps } from './invitations.service';

/** Travel agencies: their members, their consultants' clients, and the invitations to join one. */
export const agenciesModule: FastifyPluginAsyncZod<
  AgenciesServiceDeps & Pick<InvitationsServiceDeps, 'tokens'> & { trips: TripsService }
> = async (app, { db, mail, appUrl, notify, tokens, trips }) => {
  await app.register(agenciesRoutes, {
    agencies: createAgenciesService({ db, mail, appUrl, notify }),
    consultantClients: createConsultantClientsService({ db, trips, notify }),
    invitations: createInvitationsService({ db, tokens, notify }),
  });
};
