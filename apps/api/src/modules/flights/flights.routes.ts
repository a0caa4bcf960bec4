import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { flightInputSchema, flightSchema, flightUpdateSchema, TICKET_MAX_BYTES } from '@trilha/shared';
import { AppError } from '../../lib/errors';
import { readUploadedFile, UPLOAD_LIMITS } from '../../lib/multipart';
import { readBackFrom } from '../../lib/read-back';
import { actorOf } from '../../plugins/auth';
import { tripParams } from '../trips/trips.routes';
import type { FlightsService } from './flights.service';

const flightParams = tripParams.extend({ flightId: z.string() });
/** Room for the multipart envelope around a file of the largest allowed size. */
const UPLOAD_ENVELOPE_BYTES = 64 * 1024;

const tooLarge = () => new AppError(413, 'FILE_TOO_LARGE');

/** `attachment` with an ASCII fallback name and the exact UTF-8 one (RFC 6266). */
export function attachment(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const flightsRoutes: FastifyPluginAsyncZod<{ flights: FlightsService }> = async (app, { flights }) => {
  const tags = ['flights'];
  await app.register(multipart, {
    limits: { fileSize: TICKET_MAX_BYTES, ...UPLOAD_LIMITS },
    throwFileSizeLimit: true,
  });

  app.get(
    '/trips/:id/flights',
    { schema: { tags, params: tripParams, response: { 200: z.array(flightSchema) } } },
    async (req) => flights.list(actorOf(req), req.params.id),
  );

  app.post(
    '/trips/:id/flights',
    { schema: { tags, params: tripParams, body: flightInputSchema, response: { 201: flightSchema } } },
    async (req, reply) => reply.code(201).send(await flights.create(actorOf(req), req.params.id, req.body)),
  );

  app.get(
    '/trips/:id/flights/:flightId',
    { schema: { tags, params: flightParams, response: { 200: flightSchema } } },
    async (req) => flights.get(actorOf(req), req.params.id, req.params.flightId),
  );

  app.put(
    '/trips/:id/flights/:flightId',
    {
      schema: { tags, params: flightParams, body: flightUpdateSchema, response: { 200: flightSchema } },
      preValidation: readBackFrom(flightParams, (params, req) =>
        flights.get(actorOf(req), params.id, params.flightId),
      ),
    },
    async (req) => flights.update(actorOf(req), req.params.id, req.params.flightId, req.body),
  );

  app.delete(
    '/trips/:id/flights/:flightId',
    { schema: { tags, params: flightParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await flights.remove(actorOf(req), req.params.id, req.params.flightId);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/trips/:id/flights/:flightId/ticket',
    {
      schema: {
        tags,
        description: 'multipart/form-data with one PDF in the field `file` (at most 10 MB).',
        consumes: ['multipart/form-data'],
        params: flightParams,
        response: { 200: flightSchema },
      },
      // Refuse a body that announces itself as too large before reading a byte of it.
      onRequest: async (req) => {
        if (Number(req.headers['content-length'] ?? 0) > TICKET_MAX_BYTES + UPLOAD_ENVELOPE_BYTES)
          throw tooLarge();
      },
    },
    async (req) =>
      flights.attachTicket(actorOf(req), req.params.id, req.params.flightId, () => readUploadedFile(req)),
  );

  app.get(
    '/trips/:id/flights/:flightId/ticket',
    {
      schema: {
        tags,
        description: 'The ticket PDF, as an attachment.',
        produces: ['application/pdf'],
        params: flightParams,
      },
    },
    async (req, reply) => {
      const ticket = await flights.ticket(actorOf(req), req.params.id, req.params.flightId);
      return (
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', attachment(ticket.fileName))
          .header('x-content-type-options', 'nosniff')
          // The offline app keeps a downloaded ticket for its traveller (asked again when online).
          .header('cache-control', 'private, no-cache')
          .send(ticket.stream)
      );
    },
  );

  app.delete(
    '/trips/:id/flights/:flightId/ticket',
    { schema: { tags, params: flightParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await flights.removeTicket(actorOf(req), req.params.id, req.params.flightId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/trips/:id/flights/:flightId/refresh-status',
    { schema: { tags, params: flightParams, response: { 200: flightSchema } } },
    async (req) => flights.refreshStatus(actorOf(req), req.params.id, req.params.flightId),
  );
};
