import type { FastifyReply, FastifyRequest } from 'fastify';

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
