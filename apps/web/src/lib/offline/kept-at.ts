import type { QueryClient } from '@tanstack/react-query';

const keptAtByCache = new WeakMap<QueryClient, Map<string, number>>();

/**
 * When each thing (a trip, a calendar month) was last read ahead for offline use, per query client: the
 * marks describe that client's cache, and signing out, which clears the cache, forgets them (forgetKept).
 */
export function keptTimes(queryClient: QueryClient): Map<string, number> {
  let times = keptAtByCache.get(queryClient);
  if (!times) {
    times = new Map();
    keptAtByCache.set(queryClient, times);
  }
  return times;
}

/** Forgets what was read ahead: the cache was cleared (signing out), so nothing in it is kept any more. */
export function forgetKept(queryClient: QueryClient): void {
  keptAtByCache.delete(queryClient);
}
