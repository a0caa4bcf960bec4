import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { MailQueue } from '../mail/mail-queue';
import { createOutgoingMailService } from '../mail/mail.service';
import { adminRoutes } from './admin.routes';
import { createAdminSecurityService } from './admin.security';
import type { AdminService } from './admin.service';

/**
 * The platform administrators' screens under /admin. Their service is shared: sign-up announces pending
 * accounts through it.
 */
export const adminModule: FastifyPluginAsyncZod<{
  admin: AdminService;
  db: Database;
  mail: MailQueue;
}> = async (app, { admin, db, mail }) => {
  await app.register(adminRoutes, {
    admin,
    mail: createOutgoingMailService({ db, queue: mail }),
    security: createAdminSecurityService({ db }),
    prefix: '/admin',
  });
};
