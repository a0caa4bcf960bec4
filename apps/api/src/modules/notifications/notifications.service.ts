import type { FastifyBaseLogger } from 'fastify';
import type { Language, Notification, NotificationKind } from '@trilha/shared';
import type { Database, Executor } from '../../db/client';
import type { notifications } from '../../db/schema';
import type { LiveNotification, NotificationBus } from '../../adapters/live/notification-bus';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { notificationText } from './notification-texts';
import { notificationsRepository } from './notifications.repository';

type Row = typeof notifications.$inferSelect;

const stored = (row: Row): LiveNotification => ({
  _id: row.id,
  kind: row.kind,
  params: row.params,
  title: row.title,
  message: row.message,
  link: row.link,
  isRead: row.isRead,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The notification in the reader's language (the request's, SPEC.md 9): written from its kind and
 * parameters when read; one written before those were kept shows the texts stored with it.
 */
export function presentNotification(notification: LiveNotification, language: Language): Notification {
  const { params, ...rest } = notification;
  return params ? { ...rest, ...notificationText(rest.kind, language, params) } : rest;
}

const present = (language: Language) => (row: Row) => presentNotification(stored(row), language);

export interface NotifyInput {
  userId: string;
  kind: NotificationKind;
  params: Record<string, string>;
  link: string;
}

export function createNotificationsService({
  db,
  bus,
  log,
}: {
  db: Database;
  bus: NotificationBus;
  log: FastifyBaseLogger;
}) {
  return {
    bus,

    /**
     * Writes a notification (its kind's parameters, and its texts in the recipient's language for the
     * record) and pushes it to their open streams. Call it after the change it reports has committed; a
     * failure here never undoes that change.
     */
    async notify(input: NotifyInput, executor: Executor = db): Promise<void> {
      try {
        const language = await notificationsRepository.languageOf(executor, input.userId);
        if (language === undefined) return;
        const text = notificationText(input.kind, language, input.params);
        const row = await notificationsRepository.insert(executor, {
          userId: input.userId,
          kind: input.kind,
          params: input.params,
          link: input.link,
          ...text,
        });
        await bus.publish(input.userId, stored(row));
      } catch (error) {
        log.error({ err: error, kind: input.kind }, 'A notification could not be written');
      }
    },

    /** Newest first, paged by id. */
    async list(actor: Actor, language: Language, limit: number, cursor?: string) {
      const rows = await notificationsRepository.page(db, actor.id, limit + 1, cursor);
      const page = rows.slice(0, limit);
      return {
        notifications: page.map(present(language)),
        nextCursor: rows.length > limit ? page.at(-1)!.id : undefined,
      };
    },

    async unread(actor: Actor, language: Language) {
      const rows = await notificationsRepository.unread(db, actor.id);
      return rows.map(present(language));
    },

    async markRead(actor: Actor, id: string, language: Language) {
      const row = await notificationsRepository.markRead(db, actor.id, id);
      if (!row) throw notFound('NOTIFICATION');
      return present(language)(row);
    },

    async markAllRead(actor: Actor) {
      return { updated: await notificationsRepository.markAllRead(db, actor.id) };
    },

    async deleteAll(actor: Actor) {
      await notificationsRepository.deleteAll(db, actor.id);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
