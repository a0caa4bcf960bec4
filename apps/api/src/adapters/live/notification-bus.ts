import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Notification } from '@trilha/shared';

type Listener = (notification: Notification) => void;

/**
 * Delivers new notifications to the streams open on this instance. Embedded, everything is one
 * process; on PostgreSQL every instance LISTENs, so a notification written through one reaches a
 * browser connected to any other.
 */
export interface NotificationBus {
  publish(userId: string, notification: Notification): Promise<void>;
  subscribe(userId: string, listener: Listener): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'trilha_notifications';

function localListeners() {
  const emitter = new EventEmitter();
  // One listener per open stream: many users, many tabs.
  emitter.setMaxListeners(0);
  return {
    emit: (userId: string, notification: Notification) => emitter.emit(userId, notification),
    subscribe(userId: string, listener: Listener) {
      emitter.on(userId, listener);
      return () => void emitter.off(userId, listener);
    },
  };
}

export function createLocalBus(): NotificationBus {
  const listeners = localListeners();
  return {
    publish: async (userId, notification) => void listeners.emit(userId, notification),
    subscribe: listeners.subscribe,
    close: async () => undefined,
  };
}

/** LISTEN/NOTIFY on one dedicated connection, reconnecting when it drops. */
export function createPostgresBus(url: string, log: FastifyBaseLogger): NotificationBus {
  const listeners = localListeners();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        const { userId, notification } = JSON.parse(message.payload) as {
          userId: string;
          notification: Notification;
        };
        listeners.emit(userId, notification);
      } catch (error) {
        log.warn({ err: error }, 'Unreadable live notification');
      }
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'Live notifications connection lost; reconnecting');
      client = undefined;
      void next.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect().catch(() => undefined), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
  }

  const ready = connect();
  return {
    async publish(userId, notification) {
      await ready;
      // pg_notify on any connection reaches every LISTENing instance, this one included.
      const payload = JSON.stringify({ userId, notification });
      if (client) await client.query('select pg_notify($1, $2)', [CHANNEL, payload]);
      else listeners.emit(userId, notification);
    },
    subscribe: listeners.subscribe,
    async close() {
      closed = true;
      clearTimeout(retry);
      await ready.catch(() => undefined);
      await client?.end().catch(() => undefined);
    },
  };
}
