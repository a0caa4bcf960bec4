import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { PHOTO_MAX_BYTES, photoQuerySchema, photoSchema, photoUpdateSchema } from '@trilha/shared';
import { AppError } from '../../lib/errors';
import { readUploadedFile, UPLOAD_LIMITS } from '../../lib/multipart';
import { readBackFrom } from '../../lib/read-back';
import { actorOf } from '../../plugins/auth';
import { tripParams } from '../trips/trips.routes';
import type { PhotosService } from './photos.service';

const photoParams = tripParams.extend({ photoId: z.string() });
/** Room for the multipart envelope around a file of the largest allowed size. */
const UPLOAD_ENVELOPE_BYTES = 64 * 1024;

export const photosRoutes: FastifyPluginAsyncZod<{ photos: PhotosService }> = async (app, { photos }) => {
  const tags = ['photos'];
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, ...UPLOAD_LIMITS },
    throwFileSizeLimit: true,
  });

  app.get(
    '/trips/:id/photos',
    { schema: { tags, params: tripParams, response: { 200: z.array(photoSchema) } } },
    async (req) => photos.list(actorOf(req), req.params.id),
  );

  app.post(
    '/trips/:id/photos',
    {
      schema: {
        tags,
        description:
          'multipart/form-data with one image in the field `file`: JPEG, PNG, WebP or HEIC, at most 15 MB.',
        consumes: ['multipart/form-data'],
        params: tripParams,
        response: { 201: photoSchema },
      },
      // Refuse a body that announces itself as too large before reading a byte of it.
      onRequest: async (req) => {
        if (Number(req.headers['content-length'] ?? 0) > PHOTO_MAX_BYTES + UPLOAD_ENVELOPE_BYTES)
          throw new AppError(413, 'FILE_TOO_LARGE');
      },
    },
    async (req, reply) =>
      reply.code(201).send(await photos.add(actorOf(req), req.params.id, () => readUploadedFile(req))),
  );

  app.get(
    '/trips/:id/photos/:photoId',
    {
      schema: {
        tags,
        description: 'The photo as a JPEG without metadata; `?size=thumb` for the thumbnail.',
        produces: ['image/jpeg'],
        params: photoParams,
        querystring: photoQuerySchema,
      },
    },
    async (req, reply) => {
      const image = await photos.image(actorOf(req), req.params.id, req.params.photoId, req.query.size);
      // A photo's bytes never change under its id; only its members may read it.
      return reply
        .header('content-type', image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=86400')
        .send(image.stream);
    },
  );

  app.put(
    '/trips/:id/photos/:photoId',
    {
      schema: { tags, params: photoParams, body: photoUpdateSchema, response: { 200: photoSchema } },
      // GET of the photo answers its image: the photo as data is what the list answers.
      preValidation: readBackFrom(photoParams, (params, req) =>
        photos.get(actorOf(req), params.id, params.photoId),
      ),
    },
    async (req) => photos.caption(actorOf(req), req.params.id, req.params.photoId, req.body.caption),
  );

  app.delete(
    '/trips/:id/photos/:photoId',
    { schema: { tags, params: photoParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await photos.remove(actorOf(req), req.params.id, req.params.photoId);
      return reply.code(204).send(null);
    },
  );
};
