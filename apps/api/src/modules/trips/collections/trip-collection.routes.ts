import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z, type ZodType } from 'zod';
import { actorOf } from '../../../plugins/auth';
import { tripParams } from '../trips.routes';
import type { TripCollection } from './trip-collection';

// The zod schemas below validate these before a handler runs; the generic types cannot say so.
const params = (req: FastifyRequest, idParam: string) => {
  const values = req.params as Record<string, string>;
  return { id: values.id!, itemId: values[idParam]! };
};

/** GET/POST /trips/:id/<path> and PUT/DELETE /trips/:id/<path>/:<idParam> for one trip collection. */
export function tripCollectionRoutes<Input, Output>(
  app: FastifyInstance,
  options: {
    path: string;
    /** The item's id in the path, named as API.md names it (`tipId`, `contactId`). */
    idParam: string;
    tag: string;
    input: ZodType;
    output: ZodType;
    collection: TripCollection<Input, Output>;
  },
) {
  const { path, idParam, input, output, collection } = options;
  const tags = [options.tag];
  const itemParams = tripParams.extend({ [idParam]: z.string() });

  app.get(
    `/trips/:id/${path}`,
    { schema: { tags, params: tripParams, response: { 200: z.array(output) } } },
    async (req) => collection.list(actorOf(req), params(req, idParam).id),
  );
  app.post(
    `/trips/:id/${path}`,
    { schema: { tags, params: tripParams, body: input, response: { 201: output } } },
    async (req, reply) =>
      reply.code(201).send(await collection.create(actorOf(req), params(req, idParam).id, req.body as Input)),
  );
  app.put(
    `/trips/:id/${path}/:${idParam}`,
    { schema: { tags, params: itemParams, body: input, response: { 200: output } } },
    async (req) =>
      collection.update(
        actorOf(req),
        params(req, idParam).id,
        params(req, idParam).itemId,
        req.body as Input,
      ),
  );
  app.delete(
    `/trips/:id/${path}/:${idParam}`,
    { schema: { tags, params: itemParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await collection.remove(actorOf(req), params(req, idParam).id, params(req, idParam).itemId);
      return reply.code(204).send(null);
    },
  );
}
