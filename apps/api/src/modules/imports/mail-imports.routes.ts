import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importAddressSchema, pendingImportSchema, pendingImportTripSchema } from '@trilha/shared';
import { requestLanguage } from '../../lib/language';
import { actorOf } from '../../plugins/auth';
import type { MailImportsService } from './mail-imports.service';

const pendingParams = z.object({ importId: z.string().max(100) });

/** The personal import address and the imports received at it (issue 20); each person's own only. */
export const mailImportsRoutes: FastifyPluginAsyncZod<{ mailImports: MailImportsService }> = async (
  app,
  { mailImports },
) => {
  const tags = ['imports'];

  app.get(
    '/imports/address',
    {
      schema: {
        tags,
        summary: 'My personal import address',
        description:
          'The secret address (`import+<secret>@<INBOUND_MAIL>`) a booking mail may be forwarded to; it ' +
          'lands as a pending import in the notifications, matched to a trip. Made on first ask; ' +
          '`address` is null when the server receives no mail (INBOUND_MAIL unset).',
        response: { 200: importAddressSchema },
      },
    },
    async (req) => mailImports.address(actorOf(req)),
  );

  app.post(
    '/imports/address',
    {
      schema: {
        tags,
        summary: 'Replace my personal import address',
        description:
          'A new secret address; mail to the old one is refused (550) from now on. 503 ' +
          'IMPORT_ADDRESS_UNAVAILABLE when the server receives no mail.',
        response: { 200: importAddressSchema },
      },
    },
    async (req) => mailImports.rotate(actorOf(req)),
  );

  app.get(
    '/imports/:importId',
    {
      schema: {
        tags,
        summary: 'A booking mail received at my import address',
        description:
          'Its preview (duplicates against its trip), the trip it was matched to or null, and whether it ' +
          'was applied. Only the person it was sent to sees it (404 for everyone else). It is applied ' +
          'with `POST /trips/{tripId}/imports/{importId}/apply` like an upload.',
        params: pendingParams,
        response: { 200: pendingImportSchema },
      },
    },
    async (req) => mailImports.pending(actorOf(req), req.params.importId, requestLanguage(req)),
  );

  app.put(
    '/imports/:importId/trip',
    {
      schema: {
        tags,
        summary: 'Put a received booking mail on a trip',
        description:
          'The trip to import it into, when none matched or another is wanted: one the caller may change ' +
          '(viewers 403, strangers 404). 409 once it was applied.',
        params: pendingParams,
        body: pendingImportTripSchema,
        response: { 200: pendingImportSchema },
      },
    },
    async (req) =>
      mailImports.chooseTrip(actorOf(req), req.params.importId, req.body.tripId, requestLanguage(req)),
  );
};
