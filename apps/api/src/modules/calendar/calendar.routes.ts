import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarEventSchema, calendarFeedSchema, calendarQuerySchema } from '@trilha/shared';
import { actorOf } from '../../plugins/auth';
import { notFound } from '../../lib/errors';
import type { CalendarService } from './calendar.service';

export const calendarRoutes: FastifyPluginAsyncZod<{ calendar: CalendarService }> = async (
  app,
  { calendar },
) => {
  const tags = ['calendar'];

  app.get(
    '/calendar',
    { schema: { tags, querystring: calendarQuerySchema, response: { 200: z.array(calendarEventSchema) } } },
    async (req) => calendar.events(actorOf(req), req.query.from, req.query.to),
  );

  app.get('/calendar/feed-url', { schema: { tags, response: { 200: calendarFeedSchema } } }, async (req) =>
    calendar.feedUrl(actorOf(req)),
  );

  app.post('/calendar/feed-url', { schema: { tags, response: { 200: calendarFeedSchema } } }, async (req) =>
    calendar.regenerateFeedUrl(actorOf(req)),
  );

  // Public: calendar apps cannot send a token header, so the secret is the URL itself.
  app.get(
    '/calendar/:feed',
    {
      config: { public: true, secretUrl: true },
      schema: { tags, params: z.object({ feed: z.string().max(100) }) },
    },
    async (req, reply) => {
      const match = /^([\w-]{20,})\.ics$/.exec(req.params.feed);
      if (!match) throw notFound('CALENDAR_FEED');
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(await calendar.feed(match[1]!));
    },
  );
};
