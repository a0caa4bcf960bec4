import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z, type ZodType } from 'zod';
import { ITEM_FILE_MAX_BYTES, itemFileSchema } from '@trilha/shared';
import { AppError } from '../../../lib/errors';
import { readUploadedFile, UPLOAD_LIMITS } from '../../../lib/multipart';
import { actorOf } from '../../../plugins/auth';
import { attachment } from '../../flights/flights.routes';
import { tripParams } from '../trips.routes';
import type { ItemFiles } from './item-files';

/** Room for the multipart envelope around a file of the largest allowed size. */
const UPLOAD_ENVELOPE_BYTES = 64 * 1024;

/**
 * GET/POST /trips/:id/<path>/:<idParam>/files and GET/DELETE …/files/:fileId for stays and tours.
 * Registers the multipart parser in the caller's plugin.
 */
export async function itemFileRoutes<Output>(
  app: FastifyInstance,
  options: {
    path: string;
    idParam: string;
    tag: string;
    what: string;
    output: ZodType;
    files: ItemFiles<Output>;
  },
) {
  const { path, idParam, output, files } = options;
  const tags = [options.tag];
  const itemParams = tripParams.extend({ [idParam]: z.string() });
  const fileParams = itemParams.extend({ fileId: z.string() });
  const ids = (req: FastifyRequest) => {
    const values = req.params as Record<string, string>;
    return { tripId: values.id!, itemId: values[idParam]!, fileId: values.fileId ?? '' };
  };
  await app.register(multipart, {
    limits: { fileSize: ITEM_FILE_MAX_BYTES, ...UPLOAD_LIMITS },
    throwFileSizeLimit: true,
  });

  app.get(
    `/trips/:id/${path}/:${idParam}/files`,
    {
      schema: {
        tags,
        summary: `The files kept on a ${options.what}`,
        params: itemParams,
        response: { 200: z.array(itemFileSchema) },
      },
    },
    async (req) => {
      const { tripId, itemId } = ids(req);
      return files.list(actorOf(req), tripId, itemId);
    },
  );

  app.post(
    `/trips/:id/${path}/:${idParam}/files`,
    {
      schema: {
        tags,
        summary: `Attach a file to a ${options.what}`,
        description:
          'multipart/form-data with one file in the field `file` (at most 10 MB): a PDF, a JPEG, PNG or ' +
          'WebP photo (checked by its bytes), or a mail `.eml` or text `.txt`. At most 10 files per item ' +
          '(409 TOO_MANY_FILES); other types answer 415. Answers the item with its files. Writers only.',
        consumes: ['multipart/form-data'],
        params: itemParams,
        response: { 201: output },
      },
      // Refuse a body that announces itself as too large before reading a byte of it.
      onRequest: async (req) => {
        if (Number(req.headers['content-length'] ?? 0) > ITEM_FILE_MAX_BYTES + UPLOAD_ENVELOPE_BYTES) {
          throw new AppError(413, 'FILE_TOO_LARGE');
        }
      },
    },
    async (req, reply) => {
      const { tripId, itemId } = ids(req);
      return reply.code(201).send(await files.add(actorOf(req), tripId, itemId, () => readUploadedFile(req)));
    },
  );

  app.get(
    `/trips/:id/${path}/:${idParam}/files/:fileId`,
    {
      schema: {
        tags,
        summary: `Download a file of a ${options.what}`,
        description:
          'The file as an attachment, in the type it was kept as (a mail as `message/rfc822`), never ' +
          'shown inline.',
        produces: ['application/octet-stream'],
        params: fileParams,
      },
    },
    async (req, reply) => {
      const { tripId, itemId, fileId } = ids(req);
      const file = await files.download(actorOf(req), tripId, itemId, fileId);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachment(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-cache')
        .send(file.stream);
    },
  );

  app.delete(
    `/trips/:id/${path}/:${idParam}/files/:fileId`,
    {
      schema: {
        tags,
        summary: `Remove a file from a ${options.what}`,
        params: fileParams,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      const { tripId, itemId, fileId } = ids(req);
      await files.remove(actorOf(req), tripId, itemId, fileId);
      return reply.code(204).send(null);
    },
  );
}
