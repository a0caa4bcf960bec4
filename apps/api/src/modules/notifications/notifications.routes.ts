import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { markAllReadSchema, notificationListQuerySchema, notificationSchema } from '@trilha/shared';
import { requestLanguage } from '../../lib/language';
import { actorOf } from '../../plugins/auth';
import { presentNotification, type NotificationsService } from './notifications.service';

/** Proxies and load balancers close a silent connection; a comment line every 25 s keeps it open. */
const HEARTBEAT_MS = 25_000;

export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
  heartbeatMs?: number;
}> = async (app, { notifications, heartbeatMs = HEARTBEAT_MS }) => {
  const tags = ['notifications'];
  const streams = new Set<ServerResponse>();
  // Open streams would hold a graceful shutdown forever: end them first (the browser reconnects elsewhere).
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        querystring: notificationListQuerySchema,
        response: { 200: z.array(notificationSchema) },
      },
    },
    async (req, reply) => {
      const page = await notifications.list(
        actorOf(req),
        requestLanguage(req),
        req.query.limit,
        req.query.cursor,
      );
      if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
      return page.notifications;
    },
  );

  app.get(
    '/notifications/unread',
    { schema: { tags, response: { 200: z.array(notificationSchema) } } },
    async (req) => notifications.unread(actorOf(req), requestLanguage(req)),
  );

  app.post(
    '/notifications/:id/read',
    { schema: { tags, params: z.object({ id: z.string() }), response: { 200: notificationSchema } } },
    async (req) => notifications.markRead(actorOf(req), req.params.id, requestLanguage(req)),
  );

  app.put(
    '/notifications/mark-all-as-read',
    { schema: { tags, response: { 200: markAllReadSchema } } },
    async (req) => notifications.markAllRead(actorOf(req)),
  );

  app.delete(
    '/notifications/delete-all',
    { schema: { tags, response: { 204: z.null() } } },
    async (req, reply) => {
      await notifications.deleteAll(actorOf(req));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/notifications/stream',
    {
      schema: {
        tags,
        description:
          'Server-Sent Events: a `notification` event (data: the notification, in the language of this request) for each new one, comment heartbeats.',
        produces: ['text/event-stream'],
      },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      // Each notification is written in the stream's language, as the web app asked for it.
      const language = requestLanguage(req);
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      // The client waits 3 s before reconnecting; `ready` tells it the stream is listening.
      stream.write(`retry: 3000\nevent: ready\ndata: {}\n\n`);
      streams.add(stream);
      const unsubscribe = notifications.bus.subscribe(actor.id, (live) => {
        const notification = presentNotification(live, language);
        stream.write(
          `id: ${notification._id}\nevent: notification\ndata: ${JSON.stringify(notification)}\n\n`,
        );
      });
      const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), heartbeatMs);
      req.raw.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(stream);
      });
    },
  );
};
