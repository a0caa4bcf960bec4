import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { mockApi } from '../../test/mock-api';
import {
  clearOfflineData,
  persistKey,
  startOfflineData,
  stopOfflineData,
  type KeyValueStore,
} from './persistence';
import { queuedKey } from './queue';
import { apiCacheName, isKeptApiRead, userIdOfAuthorization } from './sw-rules';
import { makeToken } from '../../test/session-fixtures';
import { registerQueuedChanges } from '../../app/offline/queued-changes';

// The app hands the queue its features' changes with the signed-in frame, which this file does not render.
beforeAll(registerQueuedChanges);

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: async (key) => data.get(key) ?? null,
    setItem: async (key, value) => void data.set(key, value),
    removeItem: async (key) => void data.delete(key),
    removeMany: async (keys) => keys.forEach((key) => data.delete(key)),
    keys: async () => [...data.keys()],
  };
}

const TRIP_KEY = ['trips', 'detail', 'trip-1'];
/** Saving is throttled (a second): waits until the save holds `text`. */
const saved = (store: ReturnType<typeof memoryStore>, userId: string, text: string) =>
  vi.waitFor(() => expect(store.data.get(persistKey(userId))).toContain(text), { timeout: 5000 });

afterEach(() => {
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

describe('the saved query cache', () => {
  it('lives under the signed-in person’s own key, and only they get it back', async () => {
    const store = memoryStore();
    const ana = new QueryClient();
    const stop = await startOfflineData(ana, 'user-ana', store);
    ana.setQueryData(TRIP_KEY, { title: 'Lisbon' });
    await saved(store, 'user-ana', 'Lisbon');
    expect([...store.data.keys()]).toEqual([persistKey('user-ana')]);
    expect(persistKey('user-ana')).toBe('trilha-query-cache:user-ana');
    stop();

    // Another person on the same device starts from nothing.
    const bruno = new QueryClient();
    (await startOfflineData(bruno, 'user-bruno', store))();
    expect(bruno.getQueryData(TRIP_KEY)).toBeUndefined();

    // Ana, after a reload offline, has her trip back…
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const anaAgain = new QueryClient();
    (await startOfflineData(anaAgain, 'user-ana', store))();
    expect(anaAgain.getQueryData(TRIP_KEY)).toEqual({ title: 'Lisbon' });
    offline.mockRestore();
    onlineManager.setOnline(true);

    // …and after a reload online starts from the server, not from a copy older than her last change.
    const anaOnline = new QueryClient();
    (await startOfflineData(anaOnline, 'user-ana', store))();
    expect(anaOnline.getQueryData(TRIP_KEY)).toBeUndefined();

    // Signing out deletes it.
    await clearOfflineData(store);
    expect(store.data.has(persistKey('user-ana'))).toBe(false);
  });

  it('stops saving before signing out deletes the copy: a save already scheduled never writes it back', async () => {
    const store = memoryStore();
    store.data.set('another-app', 'kept');
    const client = new QueryClient();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await startOfflineData(client, 'user-ana', store);
    client.setQueryData(TRIP_KEY, { title: 'Lisbon' });
    await vi.advanceTimersByTimeAsync(1500);
    expect(store.data.get(persistKey('user-ana'))).toContain('Lisbon');
    // Changed within the throttle's second: its save waits for the timer.
    client.setQueryData(TRIP_KEY, { title: 'Lisbon in July' });
    // A copy another account left behind when its session ended without signing out, and its refusals.
    store.data.set(persistKey('user-bruno'), '{"title":"Porto"}');
    localStorage.setItem('trilha.failedChanges.user-bruno', '[]');
    localStorage.setItem('theme-mode', 'dark');

    await stopOfflineData();
    client.clear();
    await clearOfflineData(store);
    await vi.advanceTimersByTimeAsync(10_000);
    expect([...store.data.keys()]).toEqual(['another-app']);
    expect(localStorage.getItem('trilha.failedChanges.user-bruno')).toBeNull();
    expect(localStorage.getItem('theme-mode')).toBe('dark');
    localStorage.removeItem('theme-mode');
  });

  it('puts nothing into the cache when the person signed out while their copy was being read', async () => {
    const store = memoryStore();
    store.data.set(
      persistKey('user-ana'),
      JSON.stringify({
        buster: '1',
        timestamp: Date.now(),
        clientState: {
          mutations: [],
          queries: [
            { queryKey: TRIP_KEY, queryHash: JSON.stringify(TRIP_KEY), state: { data: { title: 'Lisbon' } } },
          ],
        },
      }),
    );
    let answerRead: (() => void) | undefined;
    const slowStore = {
      ...store,
      getItem: (key: string) =>
        new Promise<string | null>((resolve) => {
          answerRead = () => resolve(store.data.get(key) ?? null);
        }),
    };
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const client = new QueryClient();
    const started = startOfflineData(client, 'user-ana', slowStore);
    await vi.waitFor(() => expect(answerRead).toBeDefined());
    const stopped = stopOfflineData();
    answerRead?.();
    await started;
    await stopped;
    offline.mockRestore();
    expect(client.getQueryData(TRIP_KEY)).toBeUndefined();
  });

  it('keeps what an online start dropped in the saved copy until a screen reads it again', async () => {
    const store = memoryStore();
    const first = new QueryClient();
    const stop = await startOfflineData(first, 'user-ana', store);
    first.setQueryData(TRIP_KEY, { title: 'Lisbon' });
    first.setQueryData(['trips', 'detail', 'trip-1', 'tips'], [{ text: 'Pastéis in Belém' }]);
    await saved(store, 'user-ana', 'Pastéis in Belém');
    stop();

    // Online, another page: its screens start from the server and read only the trip…
    const second = new QueryClient();
    const stopSecond = await startOfflineData(second, 'user-ana', store);
    expect(second.getQueryData(TRIP_KEY)).toBeUndefined();
    second.setQueryData(TRIP_KEY, { title: 'Lisbon in July' });
    second.setQueryData(['calendar', 'range', '2026-06-28', '2026-08-01'], [{ title: 'Fado' }]);
    await saved(store, 'user-ana', 'Fado');
    // …and the tips read on the first page are still saved, the trip once, as read last.
    const copy = store.data.get(persistKey('user-ana'))!;
    expect(copy).toContain('Pastéis in Belém');
    expect(copy).toContain('Lisbon in July');
    expect(copy.match(/"queryHash":"\[\\"trips\\",\\"detail\\",\\"trip-1\\"\]"/g)).toHaveLength(1);
    stopSecond();

    // Offline, after a reload, both pages' data is there.
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const third = new QueryClient();
    (await startOfflineData(third, 'user-ana', store))();
    offline.mockRestore();
    expect(third.getQueryData(TRIP_KEY)).toEqual({ title: 'Lisbon in July' });
    expect(third.getQueryData(['trips', 'detail', 'trip-1', 'tips'])).toEqual([{ text: 'Pastéis in Belém' }]);
    expect(third.getQueryData(['calendar', 'range', '2026-06-28', '2026-08-01'])).toEqual([
      { title: 'Fado' },
    ]);
  });

  it('keeps a change queued offline across a reload and sends it when the page starts online', async () => {
    const store = memoryStore();
    const before = new QueryClient();
    const stop = await startOfflineData(before, 'user-ana', store);
    onlineManager.setOnline(false);
    void before
      .getMutationCache()
      .build(before, { mutationKey: queuedKey('tip', 'trip-1') })
      .execute({ tripId: 'trip-1', input: { category: 'food', text: 'Pastéis in Belém' } });
    // Written at once, not with the second-long throttle of other saves: a reload right after is safe.
    await vi.waitFor(() => expect(store.data.get(persistKey('user-ana'))).toContain('Pastéis in Belém'), {
      timeout: 400,
    });
    stop();

    const api = mockApi({
      'POST /trips/trip-1/tips': {
        status: 201,
        data: { _id: 'tip-1', category: 'food', text: 'Pastéis in Belém' },
      },
    });
    onlineManager.setOnline(true);
    const after = new QueryClient();
    (await startOfflineData(after, 'user-ana', store))();
    await vi.waitFor(() => expect(api.callsTo('POST /trips/trip-1/tips')).toHaveLength(1));
    expect(api.callsTo('POST /trips/trip-1/tips')[0]?.body).toEqual({
      category: 'food',
      text: 'Pastéis in Belém',
    });
  });

  it('does not save photo bytes held as object URLs, the run-time configuration, nor a public page', async () => {
    const store = memoryStore();
    const client = new QueryClient();
    const stop = await startOfflineData(client, 'user-ana', store);
    client.setQueryData(['trips', 'detail', 'trip-1', 'photos', 'p1', 'thumb'], 'blob:http://x/1');
    client.setQueryData(['config'], { mapsApiKey: 'old-key' });
    client.setQueryData(['public-trip', 'secret-token'], { title: 'Someone else’s trip' });
    client.setQueryData(TRIP_KEY, { title: 'Lisbon' });
    await saved(store, 'user-ana', 'Lisbon');
    expect(store.data.get(persistKey('user-ana'))).not.toContain('blob:');
    expect(store.data.get(persistKey('user-ana'))).not.toContain('old-key');
    expect(store.data.get(persistKey('user-ana'))).not.toContain('secret-token');
    stop();
  });
});

describe('what the service worker keeps', () => {
  it('keeps photo thumbnails and tickets per person, never sign-in answers or other JSON', () => {
    expect(isKeptApiRead('/api/trips/t1/photos/p1', '?size=thumb')).toBe(true);
    expect(isKeptApiRead('/api/trips/t1/photos/p1', '')).toBe(false);
    expect(isKeptApiRead('/api/trips/t1/flights/f1/ticket', '')).toBe(true);
    expect(isKeptApiRead('/api/auth/me', '')).toBe(false);
    expect(isKeptApiRead('/api/trips/t1', '')).toBe(false);
    expect(userIdOfAuthorization(`Bearer ${makeToken()}`)).toBe('user-1');
    expect(userIdOfAuthorization('Bearer not-a-token')).toBeUndefined();
    expect(userIdOfAuthorization(null)).toBeUndefined();
    expect(apiCacheName('user-1')).toBe('trilha-api-user-1');
  });
});
