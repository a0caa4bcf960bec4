/**
 * What the service worker keeps, shared by the worker (src/sw.ts) and the page (which deletes a person's
 * cache when they sign out). Pure functions: no DOM, no worker globals.
 */

/** The cache of one person's API reads the query cache cannot hold (photo thumbnails, tickets). */
export const API_CACHE_PREFIX = 'trilha-api-';
export const apiCacheName = (userId: string) => `${API_CACHE_PREFIX}${userId}`;

/** What the page posts to the worker when someone signs out; the worker answers on the message's port. */
export const FORGET_ACCOUNTS_MESSAGE = 'FORGET_ACCOUNTS';

/** The run-time configuration is the same for everyone and holds no personal data. */
export const CONFIG_CACHE = 'trilha-config';

/**
 * The API reads worth a copy in the worker's cache: a photo's thumbnail and a flight's ticket, which the
 * app fetches as bytes (object URLs that the persisted query cache cannot keep). Sign-in and session
 * routes are never kept, nor anything else: the query cache holds the JSON.
 */
export function isKeptApiRead(pathname: string, search: string): boolean {
  if (pathname.startsWith('/api/auth/')) return false;
  if (/^\/api\/trips\/[\w-]+\/flights\/[\w-]+\/ticket$/.test(pathname)) return true;
  return (
    /^\/api\/trips\/[\w-]+\/photos\/[\w-]+$/.test(pathname) &&
    new URLSearchParams(search).get('size') === 'thumb'
  );
}

/** The person a request's bearer token belongs to (its `_id`), without trusting it for anything else. */
export function userIdOfAuthorization(header: string | null): string | undefined {
  const token = /^Bearer ([\w-]+)\.([\w-]+)\.[\w-]*$/.exec(header ?? '');
  if (!token) return undefined;
  try {
    const base64 = token[2]!.replace(/-/g, '+').replace(/_/g, '/');
    const payload = JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='))) as {
      _id?: unknown;
    };
    return typeof payload._id === 'string' && /^[\w-]{1,64}$/.test(payload._id) ? payload._id : undefined;
  } catch {
    return undefined;
  }
}
