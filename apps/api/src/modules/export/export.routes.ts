import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportEmailAnswerSchema, exportEmailSchema } from '@trilha/shared';
import { actorOf } from '../../plugins/auth';
import { requestLanguage } from '../../lib/language';
import { limiter, type RateLimits } from '../../plugins/rate-limits';
import { attachment } from '../flights/flights.routes';
import { tripParams } from '../trips/trips.routes';
import type { ExportService } from './export.service';

/** One person's plan instead of the whole trip: the caller's (`for=me`) or a participant's. */
const planQuery = z
  .object({
    for: z.literal('me').optional().describe('`me`: only what the caller is on, their plan.'),
    participantId: z
      .string()
      .max(100)
      .optional()
      .describe('Only what this participant of the trip is on (404 `PARTICIPANT_NOT_FOUND` otherwise).'),
  })
  .refine((query) => !(query.for && query.participantId), {
    error: 'validation.invalidChoice',
    path: ['participantId'],
  });

export const exportRoutes: FastifyPluginAsyncZod<{ exports: ExportService; limits: RateLimits }> = async (
  app,
  { exports, limits },
) => {
  const tags = ['export'];
  // Downloads and mails share one allowance per user: each makes the whole PDF.
  const perUser = limiter(app, 'export', { user: limits.exportPerUser });

  app.get(
    '/trips/:id/export.pdf',
    {
      schema: {
        tags,
        description:
          'The whole trip as a PDF in the reader’s language, as an attachment; with `for=me` or ' +
          '`participantId`, one person’s plan: only the flights, stays, tours and places they are on, ' +
          'their name in the header.',
        produces: ['application/pdf'],
        params: tripParams,
        querystring: planQuery,
      },
      preHandler: perUser,
    },
    async (req, reply) => {
      const pdf = await exports.pdf(actorOf(req), req.params.id, requestLanguage(req), req.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(pdf.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(pdf.stream);
    },
  );

  app.post(
    '/trips/:id/export/email',
    {
      schema: {
        tags,
        description:
          'Queues one mail per address of `to` (and one to the caller with `sendCopy`), the PDF made when ' +
          'each is sent: 202. At most EXPORT_STRANGERS_PER_DAY a day to addresses outside the trip: 429 ' +
          '`EXPORT_STRANGERS_LIMIT`. `for=me` or `participantId` mails one person’s plan, as for the PDF.',
        params: tripParams,
        querystring: planQuery,
        body: exportEmailSchema,
        response: { 202: exportEmailAnswerSchema },
      },
      preHandler: perUser,
    },
    async (req, reply) =>
      reply
        .code(202)
        .send(await exports.email(actorOf(req), req.params.id, req.body, requestLanguage(req), req.query)),
  );
};
