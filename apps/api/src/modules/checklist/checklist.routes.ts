import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checklistGroupInputSchema,
  checklistGroupSchema,
  checklistGroupUpdateSchema,
  checklistItemInputSchema,
  checklistItemSchema,
  checklistItemUpdateSchema,
} from '@trilha/shared';
import { itemOf, readBackFrom } from '../../lib/read-back';
import { actorOf } from '../../plugins/auth';
import { tripParams } from '../trips/trips.routes';
import type { ChecklistService } from './checklist.service';

const groupParams = tripParams.extend({ groupId: z.string() });
const itemParams = groupParams.extend({ itemId: z.string() });

export const checklistRoutes: FastifyPluginAsyncZod<{ checklist: ChecklistService }> = async (
  app,
  { checklist },
) => {
  const tags = ['checklist'];
  const base = '/trips/:id/checklist';
  /** A group as the checklist GET answers it (no GET of its own). */
  const groupOf = (req: FastifyRequest, params: z.output<typeof groupParams>) =>
    itemOf(checklist.list(actorOf(req), params.id), params.groupId);

  app.get(
    base,
    { schema: { tags, params: tripParams, response: { 200: z.array(checklistGroupSchema) } } },
    async (req) => checklist.list(actorOf(req), req.params.id),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        params: tripParams,
        body: checklistGroupInputSchema,
        response: { 201: checklistGroupSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await checklist.addGroup(actorOf(req), req.params.id, req.body.name)),
  );

  app.put(
    `${base}/:groupId`,
    {
      schema: {
        tags,
        params: groupParams,
        body: checklistGroupUpdateSchema,
        response: { 200: checklistGroupSchema },
      },
      preValidation: readBackFrom(groupParams, (params, req) => groupOf(req, params)),
    },
    async (req) => checklist.updateGroup(actorOf(req), req.params.id, req.params.groupId, req.body),
  );

  app.delete(
    `${base}/:groupId`,
    { schema: { tags, params: groupParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await checklist.deleteGroup(actorOf(req), req.params.id, req.params.groupId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${base}/:groupId/items`,
    {
      schema: {
        tags,
        params: groupParams,
        body: checklistItemInputSchema,
        response: { 201: checklistItemSchema },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await checklist.addItem(actorOf(req), req.params.id, req.params.groupId, req.body)),
  );

  app.put(
    `${base}/:groupId/items/:itemId`,
    {
      schema: {
        tags,
        params: itemParams,
        body: checklistItemUpdateSchema,
        response: { 200: checklistItemSchema },
      },
      preValidation: readBackFrom(itemParams, async (params, req) =>
        itemOf((await groupOf(req, params)).items, params.itemId),
      ),
    },
    async (req) =>
      checklist.updateItem(actorOf(req), req.params.id, req.params.groupId, req.params.itemId, req.body),
  );

  app.delete(
    `${base}/:groupId/items/:itemId`,
    { schema: { tags, params: itemParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await checklist.deleteItem(actorOf(req), req.params.id, req.params.groupId, req.params.itemId);
      return reply.code(204).send(null);
    },
  );
};
