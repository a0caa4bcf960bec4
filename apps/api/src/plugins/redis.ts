import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** How long one rate-limit command may wait for Redis before its request answers 503 REDIS_UNAVAILABLE. */
const COMMAND_TIMEOUT_MS = 1000;

/**
 * The Redis the rate limits count in, across every instance. While it is down a command fails at once
 * (no offline queue, no retry per request) so a request answers 503 instead of hanging; the client
 * keeps reconnecting in the background and the limits work again as soon as Redis is back.
 */
export async function createRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  // The client loads only when REDIS_URL is set: a single instance never holds it.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    commandTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  // Each failed reconnect is an 'error': one warning when Redis goes away, one line when it is back.
  let reachable = true;
  redis.on('error', (error: Error) => {
    if (!reachable) return;
    reachable = false;
    log.warn({ err: error }, 'Redis is not reachable; rate-limited routes answer 503 until it is back');
  });
  redis.on('ready', () => {
    if (reachable) return;
    reachable = true;
    log.info('Redis is reachable again');
  });
  return redis;
}

/**
 * Waits, a little, for the first connection: without an offline queue, a request arriving before it would
 * answer 503. A Redis still down after that does not stop the server from starting.
 */
export async function redisConnected(redis: Redis, ms = 3000): Promise<void> {
  if (redis.status === 'ready') return;
  let done = () => {};
  const connected = new Promise<void>((resolve) => (done = resolve));
  const timer = setTimeout(done, ms);
  redis.once('ready', done);
  await connected;
  clearTimeout(timer);
  redis.off('ready', done);
}
