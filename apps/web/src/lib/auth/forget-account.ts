import type { QueryClient } from '@tanstack/react-query';
import { clearOfflineData, stopOfflineData } from '../offline/persistence';
import { forgetWorkerCaches } from '../offline/worker-caches';
import { clearStoredSession } from './session-storage';

/**
 * The end of a session in this browser (the menu's "Sign out", or the server refusing the session's
 * token): nothing of the account is left for the next person on the device. The offline save stops first,
 * as its throttled write would put the copy back a second after the delete; then the token and user, the
 * queries in memory, the saved copy with its queued and refused changes, and the service worker's photo
 * and ticket copies go. What stays is the device's own: its interface language, theme and tracking opt-out.
 * The synchronous part is done when this returns; the promise resolves once the stored copies are deleted.
 */
export async function forgetAccountOnDevice(queryClient: QueryClient): Promise<void> {
  const saveStopped = stopOfflineData();
  clearStoredSession();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  void queryClient.cancelQueries();
  queryClient.clear();
  await saveStopped;
  await Promise.allSettled([clearOfflineData(), forgetWorkerCaches()]);
}
