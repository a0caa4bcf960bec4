import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarDateSchema, tripDaySchema } from '@trilha/shared';
import { actorOf } from '../../plugins/auth';
import { sendPage } from '../../lib/page-cache';
import { tripParams } from '../trips/trips.routes';
import type { DaysService } from './days.service';

export const daysRoutes: FastifyPluginAsyncZod<{ days: DaysService }> = async (app, { days }) => {
  app.get(
    '/trips/:id/days/:date',
    {
      schema: {
        tags: ['itinerary'],
        params: tripParams.extend({ date: calendarDateSchema }),
        response: { 200: tripDaySchema },
      },
    },
    async (req, reply) =>
      sendPage(
        reply,
        await days.day(actorOf(req), req.params.id, req.params.date, req.headers['if-none-match']),
      ),
  );
};
