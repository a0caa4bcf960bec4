import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Notification } from '@trilha/shared';

/**
 * A new notification as it travels to the streams: with its kind's parameters, so each stream writes it
 * in its own reader's language (null for texts that only exist as written).
 */
export type LiveNotification = Notification & { params: Record<string, string> | null };

type Listener = (notification: LiveNotification) => void;

/**
 * Delivers new notifications to the streams open on this instance. Embedded, everything is one
 * process; on PostgreSQL every instance LISTENs, so a notification written through one reaches a
 * browser connected to any other.
 */
export interface NotificationBus {
  publish(userId: string, notification: LiveNotification): Promise<void>;
  subscribe(userId: string, listener: Listener): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'trilha_notifications';

function localListeners() {
  const emitter = new EventEmitter();
  // One listener per open stream: many users, many tabs.
  emitter.setMaxListeners(0);
  return {
    emit: (userId: string, notification: LiveNotification) => emitter.emit(userId, notification),
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

/** How the LISTEN connection is tried again after it dropped: doubling waits, from first to max. */
export interface ReconnectBackoff {
  firstMs: number;
  maxMs: number;
}

export const LIVE_RECONNECT: ReconnectBackoff = { firstMs: 500, maxMs: 30_000 };

/**
 * The wait before reconnect attempt `attempt` (from 0): doubling up to the maximum, half of it random,
 * so instances that lost the database together do not all come back in the same instant.
 */
export function reconnectDelay(attempt: number, backoff: ReconnectBackoff, random = Math.random): number {
  const ceiling = Math.min(backoff.maxMs, backoff.firstMs * 2 ** Math.min(attempt, 30));
  return ceiling / 2 + (random() * ceiling) / 2;
}

/**
 * LISTEN/NOTIFY on one dedicated connection. When it drops (a restart, a failover, a network blip) it
 * is made again, with backoff, for as long as it takes: meanwhile notifications still reach the streams
 * open on this instance, and those sent through other instances are missed until it is back.
 */
export function createPostgresBus(
  url: string,
  log: FastifyBaseLogger,
  backoff: ReconnectBackoff = LIVE_RECONNECT,
): NotificationBus {
  const listeners = localListeners();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let attempt = 0;
  let attempting = Promise.resolve();

  function retryLater(error: unknown) {
    if (closed || retry) return;
    const delay = reconnectDelay(attempt, backoff);
    attempt += 1;
    // A warning, not an error: the database coming back is the normal end of it.
    log.warn(
      { err: error, attempt, retryInMs: Math.round(delay) },
      'Live notifications are not connected to PostgreSQL; trying again',
    );
    retry = setTimeout(() => {
      retry = undefined;
      attempting = connect();
    }, delay);
  }

  function onNotification(message: pg.Notification) {
    if (message.channel !== CHANNEL || !message.payload) return;
    try {
      const { userId, notification } = JSON.parse(message.payload) as {
        userId: string;
        notification: LiveNotification;
      };
      listeners.emit(userId, notification);
    } catch (error) {
      log.warn({ err: error }, 'Unreadable live notification');
    }
  }

  async function connect(): Promise<void> {
    // Keep-alive probes notice a connection that vanished without a word (a NAT or failover dropping it),
    // which an idle LISTEN connection would otherwise never learn of.
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true });
    let lost = false;
    // A dropped connection may say so twice ('error', then 'end'): it is tried again once.
    const drop = (error: unknown) => {
      if (lost) return;
      lost = true;
      if (client === next) client = undefined;
      void next.end().catch(() => undefined);
      retryLater(error);
    };
    next.on('notification', onNotification);
    next.on('error', drop);
    next.on('end', () => drop(new Error('Connection ended')));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      drop(error);
      return;
    }
    if (lost || closed) return void next.end().catch(() => undefined);
    client = next;
    if (attempt > 0) log.info({ attempts: attempt }, 'Live notifications are connected to PostgreSQL again');
    attempt = 0;
  }

  // The first attempt settles either way; publishing waits for it, not for the database to be up.
  const first = (attempting = connect());
  // One query at a time on the connection: pg queues overlapping ones itself, but that is deprecated and
  // goes in pg 9 (many requests notify at once under load).
  let sending: Promise<unknown> = Promise.resolve();
  const notify = (listening: pg.Client, payload: string) => {
    const sent = sending.then(() => listening.query('select pg_notify($1, $2)', [CHANNEL, payload]));
    sending = sent.catch(() => undefined);
    return sent;
  };
  return {
    async publish(userId, notification) {
      await first;
      if (client) {
        // pg_notify on any connection reaches every LISTENing instance, this one included.
        const payload = JSON.stringify({ userId, notification });
        try {
          await notify(client, payload);
          return;
        } catch (error) {
          log.warn(
            { err: error },
            'A live notification reaches only this instance: PostgreSQL did not take it',
          );
        }
      }
      listeners.emit(userId, notification);
    },
    subscribe: listeners.subscribe,
    async close() {
      closed = true;
      clearTimeout(retry);
      await attempting;
      await client?.end().catch(() => undefined);
    },
  };
}
