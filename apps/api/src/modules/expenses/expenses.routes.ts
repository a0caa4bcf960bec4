import { sendPage } from '../../lib/page-cache';
import { readBackFrom } from '../../lib/read-back';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  expenseInputSchema,
  expenseListQuerySchema,
  expenseSchema,
  expenseSummarySchema,
  expenseUpdateSchema,
  participantInputSchema,
  participantSchema,
  rateAnswerSchema,
  rateQuerySchema,
  splitPresetInputSchema,
  splitPresetSchema,
  splitPresetUpdateSchema,
} from '@trilha/shared';
import { actorOf } from '../../plugins/auth';
import { tripParams } from '../trips/trips.routes';
import type { ExpensesService } from './expenses.service';
import type { ParticipantsService } from './participants';
import { changeKeyHeaders, changeKeyOf } from '../trips/change-keys';

const expenseParams = tripParams.extend({ expenseId: z.string() });
const presetParams = tripParams.extend({ presetId: z.string() });

export const expensesRoutes: FastifyPluginAsyncZod<{
  expenses: ExpensesService;
  participants: ParticipantsService;
}> = async (app, { expenses, participants }) => {
  const tags = ['expenses'];

  app.get(
    '/trips/:id/participants',
    { schema: { tags, params: tripParams, response: { 200: z.array(participantSchema) } } },
    async (req) => participants.list(actorOf(req), req.params.id),
  );

  app.post(
    '/trips/:id/participants',
    {
      schema: {
        tags,
        params: tripParams,
        body: participantInputSchema,
        response: { 201: participantSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await participants.addGuest(actorOf(req), req.params.id, req.body.name)),
  );

  app.delete(
    '/trips/:id/participants/:participantId',
    {
      schema: {
        tags,
        params: tripParams.extend({ participantId: z.string() }),
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await participants.removeGuest(actorOf(req), req.params.id, req.params.participantId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/trips/:id/expenses',
    {
      schema: {
        tags,
        params: tripParams,
        querystring: expenseListQuerySchema,
        response: { 200: z.array(expenseSchema) },
      },
    },
    async (req) => expenses.list(actorOf(req), req.params.id, req.query),
  );

  app.post(
    '/trips/:id/expenses',
    {
      schema: {
        tags,
        params: tripParams,
        headers: changeKeyHeaders,
        body: expenseInputSchema,
        response: { 201: expenseSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await expenses.create(actorOf(req), req.params.id, req.body, changeKeyOf(req))),
  );

  // Registered before /expenses/:expenseId so these names are never read as ids.
  app.get(
    '/trips/:id/expenses/summary',
    { schema: { tags, params: tripParams, response: { 200: expenseSummarySchema } } },
    async (req, reply) =>
      sendPage(reply, await expenses.summary(actorOf(req), req.params.id, req.headers['if-none-match'])),
  );

  app.get(
    '/trips/:id/expenses/rate',
    {
      schema: {
        tags,
        description:
          'The reference rate from a currency to the trip currency on a date (ECB), for the expense form.',
        params: tripParams,
        querystring: rateQuerySchema,
        response: { 200: rateAnswerSchema },
      },
    },
    async (req) => expenses.rate(actorOf(req), req.params.id, req.query.currency, req.query.date),
  );

  app.get(
    '/trips/:id/expenses/:expenseId',
    { schema: { tags, params: expenseParams, response: { 200: expenseSchema } } },
    async (req) => expenses.get(actorOf(req), req.params.id, req.params.expenseId),
  );

  app.put(
    '/trips/:id/expenses/:expenseId',
    {
      schema: { tags, params: expenseParams, body: expenseUpdateSchema, response: { 200: expenseSchema } },
      preValidation: readBackFrom(expenseParams, (params, req) =>
        expenses.get(actorOf(req), params.id, params.expenseId),
      ),
    },
    async (req) => expenses.update(actorOf(req), req.params.id, req.params.expenseId, req.body),
  );

  app.delete(
    '/trips/:id/expenses/:expenseId',
    { schema: { tags, params: expenseParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await expenses.remove(actorOf(req), req.params.id, req.params.expenseId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/trips/:id/split-presets',
    {
      schema: {
        tags,
        description: "The trip's saved ways of splitting an expense (units of people with a weight each).",
        params: tripParams,
        response: { 200: z.array(splitPresetSchema) },
      },
    },
    async (req) => expenses.presets.list(actorOf(req), req.params.id),
  );

  app.post(
    '/trips/:id/split-presets',
    {
      schema: {
        tags,
        description:
          'Saves a way of splitting: each unit takes a part by its weight, shared equally by its people.',
        params: tripParams,
        body: splitPresetInputSchema,
        response: { 201: splitPresetSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await expenses.presets.create(actorOf(req), req.params.id, req.body)),
  );

  app.put(
    '/trips/:id/split-presets/:presetId',
    {
      schema: {
        tags,
        description:
          "Changes a split preset's name or units; expenses already split by it keep their shares.",
        params: presetParams,
        body: splitPresetUpdateSchema,
        response: { 200: splitPresetSchema },
      },
    },
    async (req) => expenses.presets.update(actorOf(req), req.params.id, req.params.presetId, req.body),
  );

  app.delete(
    '/trips/:id/split-presets/:presetId',
    {
      schema: {
        tags,
        description: 'Deletes a split preset; expenses already split by it keep their shares.',
        params: presetParams,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await expenses.presets.remove(actorOf(req), req.params.id, req.params.presetId);
      return reply.code(204).send(null);
    },
  );
};
