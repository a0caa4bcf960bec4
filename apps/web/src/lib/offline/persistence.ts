import {
  dehydrate,
  onlineManager,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import {
  persistQueryClient,
  persistQueryClientSave,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { del, delMany, get, keys, set } from 'idb-keyval';
import { failedChanges, trackFailedChanges } from './failed-changes';
import { queuedKindOf, registerQueuedMutations } from './queue';

/** How long saved data stays readable offline: a trip abroad, with a margin. */
export const OFFLINE_MAX_AGE = 14 * 24 * 60 * 60 * 1000;
/** Bumped when the shape of what is saved changes, so an old save is dropped instead of misread. */
export const OFFLINE_CACHE_VERSION = '1';
const PERSIST_KEY_PREFIX = 'trilha-query-cache:';
/** Each person's saved queries live under their own key; signing out deletes it. */
export const persistKey = (userId: string) => `${PERSIST_KEY_PREFIX}${userId}`;

export interface KeyValueStore {
  getItem: (key: string) => Promise<string | null | undefined>;
  setItem: (key: string, value: string) => Promise<unknown>;
  removeItem: (key: string) => Promise<void>;
  removeMany: (keys: string[]) => Promise<void>;
  keys: () => Promise<string[]>;
}

/** IndexedDB through idb-keyval: large enough for many trips, and off the main thread's storage. */
export const indexedDbStore: KeyValueStore = {
  getItem: async (key) => (await get<string>(key)) ?? null,
  setItem: (key, value) => set(key, value),
  removeItem: (key) => del(key),
  removeMany: (many) => delMany(many),
  keys: async () => (await keys()).map(String),
};

/**
 * The store as one running save sees it: once closed it takes no more writes (a throttled save scheduled
 * earlier included), and closing resolves when the writes already begun have landed, so a delete made
 * after it is the last word.
 */
function closableStore(storage: KeyValueStore): { store: KeyValueStore; close: () => Promise<void> } {
  let closed = false;
  const writing = new Set<Promise<unknown>>();
  return {
    store: {
      ...storage,
      setItem: (key, value) => {
        if (closed) return Promise.resolve();
        const write: Promise<unknown> = storage.setItem(key, value).finally(() => writing.delete(write));
        writing.add(write);
        return write;
      },
    },
    close: async () => {
      closed = true;
      await Promise.allSettled([...writing]);
    },
  };
}

/** Stops the save that is running (there is one signed-in person per page) and waits for its last write. */
let stopRunningSave: (() => Promise<void>) | undefined;

/** Saves at most once a second, unless `throttleTime` says otherwise (0: at once). */
export function createUserPersister(
  userId: string,
  storage: KeyValueStore = indexedDbStore,
  throttleTime = 1000,
): Persister {
  return createAsyncStoragePersister({
    storage: {
      getItem: async (key) => (await storage.getItem(key)) ?? null,
      setItem: storage.setItem,
      removeItem: storage.removeItem,
    },
    key: persistKey(userId),
    throttleTime,
  });
}

/**
 * Queries never kept: the server's run-time configuration is read once per visit (the service worker
 * keeps a copy for offline starts), and a trip's public page read through someone else's link belongs to
 * that link, which its owner may revoke at any time, not to the signed-in person's offline copy.
 */
const UNSAVED_QUERIES = new Set<unknown>(['config', 'public-trip']);

/**
 * Object URLs (photo bytes) die with the page, and some queries are not the person's own (above):
 * everything else that loaded is worth keeping.
 */
export function shouldSaveQuery(query: Query): boolean {
  const data: unknown = query.state.data;
  return (
    query.state.status === 'success' &&
    !UNSAVED_QUERIES.has(query.queryKey[0]) &&
    !(typeof data === 'string' && data.startsWith('blob:'))
  );
}

const hasIndexedDb = () => typeof indexedDB !== 'undefined';

/**
 * Starts the signed-in person's offline data: their queued changes' functions, the list of refused ones,
 * and their saved queries restored from IndexedDB (then kept in step with the cache). Resolves once the
 * saved data is in the cache, so the first screen already shows it; returns how to stop.
 */
export async function startOfflineData(
  queryClient: QueryClient,
  userId: string,
  storage: KeyValueStore | undefined = hasIndexedDb() ? indexedDbStore : undefined,
): Promise<() => void> {
  // TanStack assumes online until told otherwise; a page reloaded offline knows it from the start.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  registerQueuedMutations(queryClient);
  failedChanges.open(userId);
  const stopTracking = trackFailedChanges(queryClient);
  if (!storage) {
    return () => {
      stopTracking();
      failedChanges.open(undefined);
    };
  }
  const writes = closableStore(storage);
  let stopped = false;
  const cleanups: Array<() => void> = [stopTracking, () => failedChanges.open(undefined)];
  const stop = () => {
    if (stopped) return;
    stopped = true;
    cleanups.forEach((cleanup) => cleanup());
    void writes.close();
  };
  stopRunningSave = () => {
    stop();
    return writes.close();
  };
  // Saved queries must outlive the usual few minutes in memory, or they would drop out of the save.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, gcTime: OFFLINE_MAX_AGE },
  });
  // Restored queries dropped at an online start (below) stay in the saved copy until a screen reads them
  // again: a visit online to one page must not wipe what the other pages saved for offline use.
  let dropped: DehydratedState['queries'] = [];
  const withDropped = (state: DehydratedState): DehydratedState => {
    if (!dropped.length) return state;
    const present = new Set(state.queries.map((query) => query.queryHash));
    return {
      ...state,
      queries: [...state.queries, ...dropped.filter((query) => !present.has(query.queryHash))],
    };
  };
  const persister = createUserPersister(userId, writes.store);
  const withDroppedSaved = (client: PersistedClient): PersistedClient => ({
    ...client,
    clientState: withDropped(client.clientState),
  });
  const options: Parameters<typeof persistQueryClient>[0] = {
    queryClient,
    persister: {
      ...persister,
      // A copy read back after the person signed out is not put into the cache the next person uses.
      restoreClient: async () => {
        const client = await persister.restoreClient();
        return stopped ? undefined : client;
      },
      persistClient: (client) => persister.persistClient(withDroppedSaved(client)),
    },
    maxAge: OFFLINE_MAX_AGE,
    buster: OFFLINE_CACHE_VERSION,
    dehydrateOptions: {
      shouldDehydrateQuery: shouldSaveQuery,
      // Only the queued changes still waiting: they are sent after the reload.
      shouldDehydrateMutation: (mutation) => mutation.state.isPaused && queuedKindOf(mutation) !== undefined,
    },
  };
  const [stopSaving, restored] = persistQueryClient(options);
  cleanups.push(stopSaving);
  await restored.catch(() => undefined);
  // Signed out while the copy was being read: nothing more to start.
  if (stopped) return stop;
  // The saved copy is for reading offline. Online, screens and forms start from the server, not from a
  // copy that may predate the last change (a save is throttled, and a form takes its first data as its
  // starting values: a trip's people, an expense's participants), so the restored queries are dropped;
  // the queued changes restored with them stay and are sent below. Offline, they count as stale, so the
  // connection's return refetches them.
  if (onlineManager.isOnline()) {
    dropped = dehydrate(queryClient, { shouldDehydrateQuery: shouldSaveQuery }).queries;
    queryClient.getQueryCache().clear();
  } else void queryClient.invalidateQueries({ refetchType: 'none' });
  // A change queued offline is written at once, not a second later with the rest: a reload right after
  // ticking must not lose the tick. Leaving the page writes whatever is still waiting too.
  // (The running save is throttled: this one goes through an unthrottled persister of the same key.)
  const immediate = createUserPersister(userId, writes.store, 0);
  const saveNow = () =>
    void persistQueryClientSave({
      queryClient,
      persister: {
        ...immediate,
        persistClient: (client) => immediate.persistClient(withDroppedSaved(client)),
      },
      buster: OFFLINE_CACHE_VERSION,
      dehydrateOptions: options.dehydrateOptions,
    }).catch(() => undefined);
  const stopFlushing = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'pause' && queuedKindOf(event.mutation)) saveNow();
  });
  const onHide = () => {
    if (document.visibilityState === 'hidden') saveNow();
  };
  document.addEventListener('visibilitychange', onHide);
  cleanups.push(stopFlushing, () => document.removeEventListener('visibilitychange', onHide));
  // Changes queued before a reload go out now (or as soon as the connection is back), in order.
  void queryClient.resumePausedMutations();
  return stop;
}

/**
 * Stops saving the signed-in person's queries: nothing is written any more, not even a save already
 * scheduled; resolves once a write already under way has landed.
 */
export function stopOfflineData(): Promise<void> {
  const stop = stopRunningSave;
  stopRunningSave = undefined;
  // A second call (the sign-out's deletion, after the frame stopped the save) waits for the same write.
  if (stop) stopping = stop();
  return stopping;
}
let stopping: Promise<void> = Promise.resolve();

/**
 * Deletes every account's saved queries and refused changes from this device. There is one session per
 * browser, so another account's copy is only a leftover of a session that ended without signing out.
 * Call stopOfflineData first, or the running save writes its copy again.
 */
export async function clearOfflineData(
  storage: KeyValueStore | undefined = hasIndexedDb() ? indexedDbStore : undefined,
): Promise<void> {
  failedChanges.forgetAll();
  if (!storage) return;
  const saved = (await storage.keys()).filter((key) => key.startsWith(PERSIST_KEY_PREFIX));
  if (saved.length) await storage.removeMany(saved);
}
