/// <reference lib="webworker" />
// The service worker (built by vite-plugin-pwa's injectManifest into dist/sw.js): the app shell from the
// precache, pages from the network with the precached shell when offline, and a per-person copy of the
// photo thumbnails and tickets already seen. API JSON is kept by the app's persisted query cache instead.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  API_CACHE_PREFIX,
  apiCacheName,
  CONFIG_CACHE,
  FORGET_ACCOUNTS_MESSAGE,
  isKeptApiRead,
  userIdOfAuthorization,
} from './lib/offline/sw-rules';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// Every built script (the lazy screens and the language chunks too), style, font and icon.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open pages over, so the app already works offline after its first visit;
// later versions wait until the person chooses to reload (the page asks with SKIP_WAITING).
clientsClaim();
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === FORGET_ACCOUNTS_MESSAGE) {
    event.waitUntil(forgetAccounts().finally(() => event.ports[0]?.postMessage('done')));
  }
});

// The run-time configuration is read once per visit, and on the first visit before this worker controls
// the page: a copy taken at install lets a reload without a connection start right after that visit.
self.addEventListener('install', (event: ExtendableEvent) => {
  event.waitUntil(
    caches
      .open(CONFIG_CACHE)
      .then((cache) => cache.add('/api/config'))
      .catch(() => undefined),
  );
});

const PAGE_TIMEOUT_MS = 5000;

// Pages: the server's own (it preloads the language's texts), or the precached shell when it cannot be
// reached in time. The client router then shows the screen from the persisted data.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), PAGE_TIMEOUT_MS);
        const response = await fetch(request, { signal: controller.signal });
        clearTimeout(timer);
        return response;
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

/**
 * Cache entries are keyed by the bare URL: the request's headers (the bearer token above all) are never
 * stored, and the cache itself is the person's own (its name carries their id; signing out deletes it).
 */
const bareUrlKey: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => new Request(request.url),
};

const strategies = new Map<string, NetworkFirst>();
function strategyFor(userId: string): NetworkFirst {
  let strategy = strategies.get(userId);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName: apiCacheName(userId),
      networkTimeoutSeconds: 8,
      matchOptions: { ignoreVary: true },
      plugins: [
        bareUrlKey,
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
      ],
    });
    strategies.set(userId, strategy);
  }
  return strategy;
}

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    request.method === 'GET' &&
    isKeptApiRead(url.pathname, url.search),
  async ({ request, event }) => {
    const userId = userIdOfAuthorization(request.headers.get('authorization'));
    if (!userId) return fetch(request);
    const [response, done] = strategyFor(userId).handleAll({ request, event });
    const settled = done.then(
      () => undefined,
      () => undefined,
    );
    writing.add(settled);
    void settled.then(() => writing.delete(settled));
    return response;
  },
);

/**
 * The API reads still being stored: a response is written to its cache, and then its expiry record (the
 * URL, in IndexedDB), after the page already has it. Signing out waits for them, or a read that was on its
 * way when the person signed out would write its copy and record back after they were deleted.
 */
const writing = new Set<Promise<void>>();

/** Signing out: every account's photo and ticket copies go, with the expiry records that name them. */
async function forgetAccounts(): Promise<void> {
  strategies.clear();
  await Promise.all(writing);
  const names = (await caches.keys()).filter((name) => name.startsWith(API_CACHE_PREFIX));
  await Promise.allSettled(
    names.map(async (name) => {
      await caches.delete(name);
      await new CacheExpiration(name, { maxEntries: 1 }).delete();
    }),
  );
}

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && request.method === 'GET' && url.pathname === '/api/config',
  new NetworkFirst({
    cacheName: CONFIG_CACHE,
    networkTimeoutSeconds: 5,
    matchOptions: { ignoreVary: true },
    plugins: [bareUrlKey, new CacheableResponsePlugin({ statuses: [200] })],
  }),
);
