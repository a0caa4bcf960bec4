import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  IMPORT_MAX_BYTES,
  importApplyResultSchema,
  importApplySchema,
  importPreviewSchema,
  importTextSchema,
} from '@trilha/shared';
import { AppError, ValidationError } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { readUploadedFile, UPLOAD_LIMITS } from '../../lib/multipart';
import { actorOf } from '../../plugins/auth';
import { limiter, type RateLimits } from '../../plugins/rate-limits';
import { attachment } from '../flights/flights.routes';
import { tripParams } from '../trips/trips.routes';
import type { ImportsService, ImportUpload } from './imports.service';

const importParams = tripParams.extend({ importId: z.string() });
/** Room for the multipart envelope around a file of the largest allowed size. */
const UPLOAD_ENVELOPE_BYTES = 64 * 1024;

export const importsRoutes: FastifyPluginAsyncZod<{ imports: ImportsService; limits: RateLimits }> = async (
  app,
  { imports, limits },
) => {
  const tags = ['imports'];
  // Reading a file is the expensive part: each user has an hourly allowance of previews.
  const perUser = limiter(app, 'import', { user: limits.importPerUser });
  await app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, ...UPLOAD_LIMITS },
    throwFileSizeLimit: true,
  });

  app.post(
    '/trips/:id/imports',
    {
      schema: {
        tags,
        summary: 'Read a booking into a preview',
        description:
          'multipart/form-data with one file in the field `file` (a confirmation e-mail `.eml`, a PDF or an ' +
          'image of a boarding pass, at most 10 MB), or JSON `{text}` with a pasted e-mail. Nothing is added ' +
          'to the trip: the preview (each field saying how it was found) is kept for apply. Writers only. ' +
          'Archives and unknown types answer 415, unreadable files and reading that takes too long 422 ' +
          '(IMPORT_UNREADABLE, IMPORT_TIMEOUT), and 503 IMPORT_BUSY when every reader is busy. When the rules ' +
          'find nothing the AI engine (if configured) reads the text within the monthly `import` allowance; ' +
          'with it used up the preview warns `imports.aiAllowanceUsed`.',
        consumes: ['multipart/form-data', 'application/json'],
        params: tripParams,
        body: importTextSchema.nullish(),
        response: { 200: importPreviewSchema },
      },
      // Refuse a body that announces itself as too large before reading a byte of it.
      onRequest: async (req) => {
        if (Number(req.headers['content-length'] ?? 0) > IMPORT_MAX_BYTES + UPLOAD_ENVELOPE_BYTES) {
          throw new AppError(413, 'FILE_TOO_LARGE');
        }
      },
      preHandler: perUser,
    },
    async (req) => {
      const read = async (): Promise<ImportUpload> => {
        if (req.isMultipart()) return readUploadedFile(req);
        if (!req.body) throw new ValidationError([{ path: 'text', message: 'validation.required' }]);
        return { fileName: undefined, data: Buffer.from(req.body.text, 'utf8'), pasted: true };
      };
      return imports.preview(actorOf(req), req.params.id, read, requestLanguage(req));
    },
  );

  app.post(
    '/trips/:id/imports/:importId/apply',
    {
      schema: {
        tags,
        summary: 'Add a previewed import to the trip',
        description:
          'The preview’s items, edited or left out. Duplicates of what the trip has are skipped unless ' +
          'the item says `includeDuplicate`. All or nothing; an import is applied once (409 after).',
        params: importParams,
        body: importApplySchema,
        response: { 201: importApplyResultSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await imports.apply(actorOf(req), req.params.id, req.params.importId, req.body)),
  );

  app.get(
    '/trips/:id/imports/:importId/file',
    {
      schema: {
        tags,
        description:
          'The file an import was read from (the source of its stays and tours), as an attachment.',
        produces: ['application/octet-stream'],
        params: importParams,
      },
    },
    async (req, reply) => {
      const file = await imports.sourceFile(actorOf(req), req.params.id, req.params.importId);
      return reply
        .header(
          'content-type',
          file.contentType === 'application/pdf' ? 'application/pdf' : 'application/octet-stream',
        )
        .header('content-disposition', attachment(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
};
