import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z, type ZodType } from 'zod';
import { bookedSchema, updateSchemaOf } from '@trilha/shared';
import { readBackFrom } from '../../../lib/read-back';
import { actorOf, type Actor } from '../../../plugins/auth';
import { tripParams } from '../trips.routes';
import type { TripCollection } from './trip-collection';
import { changeKeyHeaders, changeKeyOf } from '../change-keys';

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
    /** The POST body; PUT takes any subset of it (updateSchemaOf). */
    input: z.ZodObject;
    output: ZodType;
    collection: TripCollection<Input, Output>;
    /** Also GET /trips/:id/<path>/:<idParam>, where API.md lists it. */
    readOne?: boolean;
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
    {
      schema: { tags, params: tripParams, headers: changeKeyHeaders, body: input, response: { 201: output } },
    },
    async (req, reply) => {
      const { id } = params(req, idParam);
      return reply
        .code(201)
        .send(await collection.create(actorOf(req), id, req.body as Input, changeKeyOf(req)));
    },
  );
  if (options.readOne) {
    app.get(
      `/trips/:id/${path}/:${idParam}`,
      { schema: { tags, params: itemParams, response: { 200: output } } },
      async (req) => collection.get(actorOf(req), params(req, idParam).id, params(req, idParam).itemId),
    );
  }
  app.put(
    `/trips/:id/${path}/:${idParam}`,
    {
      schema: { tags, params: itemParams, body: updateSchemaOf(input), response: { 200: output } },
      // The item as GET answers it (where there is one) and as the list does.
      preValidation: readBackFrom(itemParams, (_values, req) => {
        const { id, itemId } = params(req, idParam);
        return collection.get(actorOf(req), id, itemId);
      }),
    },
    async (req) =>
      collection.update(
        actorOf(req),
        params(req, idParam).id,
        params(req, idParam).itemId,
        req.body as Partial<Input>,
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

/** PATCH /trips/:id/<path>/:<idParam>/booked with `{booked}`: bookings and tours. */
export function bookedRoute<Output>(
  app: FastifyInstance,
  options: {
    path: string;
    idParam: string;
    tag: string;
    output: ZodType;
    collection: {
      patch(actor: Actor, tripId: string, id: string, columns: { booked: boolean }): Promise<Output>;
      get(actor: Actor, tripId: string, id: string): Promise<Output>;
    };
  },
) {
  const { path, idParam, output, collection } = options;
  const bookedParams = tripParams.extend({ [idParam]: z.string() });
  app.patch(
    `/trips/:id/${path}/:${idParam}/booked`,
    {
      schema: {
        tags: [options.tag],
        params: bookedParams,
        body: bookedSchema,
        response: { 200: output },
      },
      preValidation: readBackFrom(bookedParams, (_values, req) => {
        const { id, itemId } = params(req, idParam);
        return collection.get(actorOf(req), id, itemId);
      }),
    },
    async (req) => {
      const { id, itemId } = params(req, idParam);
      return collection.patch(actorOf(req), id, itemId, { booked: (req.body as { booked: boolean }).booked });
    },
  );
}
