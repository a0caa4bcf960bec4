import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addClientSchema,
  addConsultantSchema,
  agencyInputSchema,
  agencyInvitationSchema,
  authResponseSchema,
  agencyListItemSchema,
  agencySchema,
  clientDetailSchema,
  clientSchema,
  consultantSchema,
  tripDetailSchema,
  createTripSchema,
  updateClientSchema,
  updateConsultantSchema,
} from '@trilha/shared';
import { requestLanguage } from '../../lib/language';
import { itemOf, readBackFrom } from '../../lib/read-back';
import { actorOf, sessionIdOf } from '../../plugins/auth';
import type { AgenciesService } from './agencies.service';
import type { ConsultantClientsService } from './consultant-clients.service';
import type { InvitationsService } from './invitations.service';

const agencyParams = z.object({ id: z.string() });
const consultantParams = agencyParams.extend({ consultantId: z.string() });
const clientParams = agencyParams.extend({ clientId: z.string() });

export const agenciesRoutes: FastifyPluginAsyncZod<{
  agencies: AgenciesService;
  consultantClients: ConsultantClientsService;
  invitations: InvitationsService;
}> = async (app, { agencies, consultantClients, invitations }) => {
  const tags = ['agencies'];
  const noContent = { 204: z.null() };

  app.post(
    '/agencies',
    { schema: { tags, body: agencyInputSchema, response: { 201: agencySchema } } },
    async (req, reply) => reply.code(201).send(await agencies.create(actorOf(req), req.body)),
  );
  app.get('/agencies', { schema: { tags, response: { 200: z.array(agencyListItemSchema) } } }, async (req) =>
    agencies.list(actorOf(req)),
  );
  app.get(
    '/agencies/:id',
    { schema: { tags, params: agencyParams, response: { 200: agencySchema } } },
    async (req) => agencies.get(actorOf(req), req.params.id),
  );
  app.put(
    '/agencies/:id',
    {
      schema: { tags, params: agencyParams, body: agencyInputSchema, response: { 200: agencySchema } },
      preValidation: readBackFrom(agencyParams, (params, req) => agencies.get(actorOf(req), params.id)),
    },
    async (req) => agencies.update(actorOf(req), req.params.id, req.body),
  );
  app.delete(
    '/agencies/:id',
    { schema: { tags, params: agencyParams, response: noContent } },
    async (req, reply) => {
      await agencies.remove(actorOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/agencies/:id/consultants',
    { schema: { tags, params: agencyParams, response: { 200: z.array(consultantSchema) } } },
    async (req) => agencies.consultants(actorOf(req), req.params.id),
  );
  app.post(
    '/agencies/:id/consultants',
    {
      schema: { tags, params: agencyParams, body: addConsultantSchema, response: { 201: consultantSchema } },
    },
    async (req, reply) =>
      reply.code(201).send(await agencies.addConsultant(actorOf(req), req.params.id, req.body)),
  );
  app.put(
    '/agencies/:id/consultants/:consultantId',
    {
      schema: {
        tags,
        params: consultantParams,
        body: updateConsultantSchema,
        response: { 200: consultantSchema },
      },
      preValidation: readBackFrom(consultantParams, (params, req) =>
        itemOf(agencies.consultants(actorOf(req), params.id), params.consultantId),
      ),
    },
    async (req) => agencies.updateConsultant(actorOf(req), req.params.id, req.params.consultantId, req.body),
  );
  app.delete(
    '/agencies/:id/consultants/:consultantId',
    { schema: { tags, params: consultantParams, response: noContent } },
    async (req, reply) => {
      await agencies.removeConsultant(actorOf(req), req.params.id, req.params.consultantId);
      return reply.code(204).send(null);
    },
  );
  app.patch(
    '/agencies/:id/consultants/:consultantId/toggle-status',
    { schema: { tags, params: consultantParams, response: { 200: consultantSchema } } },
    async (req) => agencies.toggleConsultant(actorOf(req), req.params.id, req.params.consultantId),
  );

  app.get(
    '/agencies/:id/clients',
    { schema: { tags, params: agencyParams, response: { 200: z.array(clientSchema) } } },
    async (req) => agencies.clients(actorOf(req), req.params.id),
  );
  app.post(
    '/agencies/:id/clients',
    { schema: { tags, params: agencyParams, body: addClientSchema, response: { 201: clientSchema } } },
    async (req, reply) =>
      reply.code(201).send(await agencies.addClient(actorOf(req), req.params.id, req.body)),
  );
  app.put(
    '/agencies/:id/clients/:clientId',
    {
      schema: { tags, params: clientParams, body: updateClientSchema, response: { 200: clientSchema } },
      preValidation: readBackFrom(clientParams, (params, req) =>
        itemOf(agencies.clients(actorOf(req), params.id), params.clientId),
      ),
    },
    async (req) => agencies.updateClient(actorOf(req), req.params.id, req.params.clientId, req.body),
  );
  app.delete(
    '/agencies/:id/clients/:clientId',
    { schema: { tags, params: clientParams, response: noContent } },
    async (req, reply) => {
      await agencies.removeClient(actorOf(req), req.params.id, req.params.clientId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/consultants/clients',
    { schema: { tags, response: { 200: z.array(clientSchema) } } },
    async (req) => consultantClients.myClients(actorOf(req)),
  );
  app.get(
    '/consultants/clients/:clientId',
    { schema: { tags, params: z.object({ clientId: z.string() }), response: { 200: clientDetailSchema } } },
    async (req) => consultantClients.clientDetail(actorOf(req), req.params.clientId, requestLanguage(req)),
  );
  app.post(
    '/consultants/clients/:clientId/trips',
    {
      schema: {
        tags,
        params: z.object({ clientId: z.string() }),
        body: createTripSchema,
        response: { 201: tripDetailSchema },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await consultantClients.planTrip(actorOf(req), req.params.clientId, req.body, requestLanguage(req)),
        ),
  );

  const invitationParams = z.object({ id: z.string() });
  app.get(
    '/agency-invitations',
    { schema: { tags, response: { 200: z.array(agencyInvitationSchema) } } },
    async (req) => invitations.list(actorOf(req)),
  );
  app.post(
    '/agency-invitations/:id/accept',
    { schema: { tags, params: invitationParams, response: { 200: authResponseSchema } } },
    async (req) => invitations.accept(actorOf(req), req.params.id, sessionIdOf(req)),
  );
  app.post(
    '/agency-invitations/:id/decline',
    { schema: { tags, params: invitationParams, response: noContent } },
    async (req, reply) => {
      await invitations.decline(actorOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
};
