import type { FastifyReply, FastifyRequest } from 'fastify';
import { bodyTag, holdsTag } from '../lib/page-cache';

/**
 * The API's answers are one person's data: browsers and the app's service worker may keep them, but must
 * ask the server again before using them (`no-cache`), no shared cache may store them (`private`), and a
 * cached answer belongs to the token it was read with (`Vary: Authorization`). Sign-in and session answers
 * carry tokens and are never stored at all. A route that chose its own caching (photos, tickets, the live
 * stream, exports) keeps it.
 */
export async function apiCacheHeaders(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (!reply.hasHeader('cache-control')) {
    const path = req.url.split('?')[0] ?? '';
    reply.header('cache-control', path.startsWith('/api/auth/') ? 'no-store' : 'private, no-cache');
  }
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\bauthorization\b/i.test(vary))
    reply.header('vary', vary ? `${vary}, Authorization` : 'Authorization');
  return payload;
}

/**
 * A GET answer of JSON carries an entity tag, a hash of its body, and a request that already holds that
 * body (If-None-Match) gets 304 without it: the browser's cache and the app's service worker revalidate an
 * answer for the price of a hash, with nothing to compress or send. Weak (`W/`), because the same body goes
 * out brotli, gzip or plain. Registered before compression, so it hashes the body as built; sign-in and
 * session answers, which are never stored, get none. A trip's pages set their own tag from the trip's
 * revision (lib/page-cache.ts), so their revisit is answered before anything is built.
 */
export async function apiEntityTag(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (req.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  if (!req.url.startsWith('/api/') || req.url.startsWith('/api/auth/')) return payload;
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
  if (reply.hasHeader('etag')) return payload;
  const etag = bodyTag(payload);
  reply.header('etag', etag);
  if (!holdsTag(req.headers['if-none-match'], etag)) return payload;
  reply.code(304);
  return '';
}
