import { clearOfflineData, stopOfflineData } from '../offline/persistence';
import { forgetWorkerCaches } from '../offline/worker-caches';

/**
 * The stored part of ending a session in this browser (the menu's "Sign out", another tab's, or the server
 * refusing the session's token): the offline save stops first (its throttled write would otherwise put the
 * copy back a second after the delete) and a write already under way lands; then the saved copy in
 * IndexedDB with its queued and refused changes, and the service worker's photo and ticket copies, go.
 * The signed-in frame calls it when a session ends (offline-data-gate.tsx), so it is at hand offline; the
 * session loads it lazily for a session that ends before the frame, so /login does not carry it.
 */
export async function forgetAccountOnDevice(): Promise<void> {
  await stopOfflineData();
  await Promise.allSettled([clearOfflineData(), forgetWorkerCaches()]);
}
