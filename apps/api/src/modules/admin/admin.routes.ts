import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminFeedbackQuerySchema,
  adminMailQuerySchema,
  adminMailSchema,
  adminFeedbackSchema,
  adminStatsSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  adminUserUpdateSchema,
  platformSettingsSchema,
  premiumGrantSchema,
  updatePlatformSettingsSchema,
} from '@trilha/shared';
import { readBackFrom } from '../../lib/read-back';
import { actorOf } from '../../plugins/auth';
import { authorizeAdmin } from './admin.policy';
import type { AdminSecurityService } from './admin.security';
import type { AdminService, Page } from './admin.service';
import type { OutgoingMailService } from '../mail/mail.service';

// Any id is accepted here: an unknown or malformed one is the same 404 ACCOUNT_NOT_FOUND.
const params = z.object({ id: z.string() });
const pageQuery = adminUsersQuerySchema.pick({ limit: true, cursor: true });

/** A page's rows, and the cursor of the next one in `X-Next-Cursor`. */
function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
  return page.items;
}

/** API.md "admin": every route here is for platform administrators (one hook, one policy check). */
export const adminRoutes: FastifyPluginAsyncZod<{
  admin: AdminService;
  mail: OutgoingMailService;
  security: AdminSecurityService;
}> = async (app, { admin, mail, security }) => {
  const tags = ['admin'];
  app.addHook('onRequest', async (req) => authorizeAdmin(actorOf(req)));

  app.get('/stats', { schema: { tags, response: { 200: adminStatsSchema } } }, async () => admin.stats());

  app.get(
    '/users',
    { schema: { tags, querystring: adminUsersQuerySchema, response: { 200: z.array(adminUserSchema) } } },
    async (req, reply) => sendPage(reply, await admin.users(req.query)),
  );

  app.put(
    '/users/:id',
    {
      schema: { tags, params, body: adminUserUpdateSchema, response: { 200: adminUserSchema } },
      // The account as the users list answers it.
      preValidation: readBackFrom(params, (values) => admin.user(values.id)),
    },
    async (req) => admin.update(actorOf(req), req.params.id, req.body),
  );

  app.post(
    '/users/:id/approve',
    { schema: { tags, params, response: { 200: adminUserSchema } } },
    async (req) => admin.approve(actorOf(req), req.params.id),
  );

  app.post(
    '/users/:id/reject',
    { schema: { tags, params, response: { 204: z.null() } } },
    async (req, reply) => {
      await admin.reject(actorOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/users/:id/suspend',
    { schema: { tags, params, response: { 200: adminUserSchema } } },
    async (req) => admin.suspend(actorOf(req), req.params.id),
  );

  app.post(
    '/users/:id/reactivate',
    { schema: { tags, params, response: { 200: adminUserSchema } } },
    async (req) => admin.reactivate(actorOf(req), req.params.id),
  );

  app.put(
    '/users/:id/premium',
    { schema: { tags, params, body: premiumGrantSchema, response: { 200: adminUserSchema } } },
    async (req) => admin.premium(actorOf(req), req.params.id, req.body),
  );

  app.post(
    '/users/:id/two-factor/reset',
    {
      schema: {
        tags,
        description: "Removes the account's second factor and ends its sessions (recovery), audited.",
        params,
        response: { 200: adminUserSchema },
      },
    },
    async (req) => security.resetTwoFactor(actorOf(req), req.params.id),
  );

  app.get('/settings', { schema: { tags, response: { 200: platformSettingsSchema } } }, async () =>
    security.settings(),
  );

  app.put(
    '/settings',
    {
      schema: {
        tags,
        description: 'The platform settings: who must have a second factor (nobody, staff or everyone).',
        body: updatePlatformSettingsSchema,
        response: { 200: platformSettingsSchema },
      },
      preValidation: readBackFrom(z.object({}), () => security.settings()),
    },
    async (req) => security.updateSettings(req.body),
  );

  app.get(
    '/premium-users',
    { schema: { tags, querystring: pageQuery, response: { 200: z.array(adminUserSchema) } } },
    async (req, reply) => sendPage(reply, await admin.premiumUsers(req.query)),
  );

  app.get(
    '/feedback',
    {
      schema: {
        tags,
        querystring: adminFeedbackQuerySchema,
        response: { 200: z.array(adminFeedbackSchema) },
      },
    },
    async (req, reply) => sendPage(reply, await admin.feedback(req.query)),
  );

  app.get(
    '/mail',
    {
      schema: {
        tags,
        description: 'Mails not sent yet (queued, with their next try) or given up on, newest first.',
        querystring: adminMailQuerySchema,
        response: { 200: z.array(adminMailSchema) },
      },
    },
    async (req, reply) => sendPage(reply, await mail.unsent(req.query)),
  );

  app.post(
    '/mail/:id/retry',
    {
      schema: {
        tags,
        description: 'Tries a queued or failed mail again now, with a new day of retries.',
        params,
        response: { 200: adminMailSchema },
      },
    },
    async (req) => mail.retry(req.params.id),
  );
};
