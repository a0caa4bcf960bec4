import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { errorMessage, errorStatus } from '../api-errors';
import { queuedKey, queuedKindOf, type QueuedKind, type QueuedVariables } from './queue';
import { markQueued, wasQueued } from './unsent';

/** A queued change the server refused (or could not take), kept until the person retries or dismisses it. */
export interface FailedChange {
  id: string;
  kind: QueuedKind;
  variables: QueuedVariables;
  /** The HTTP status of the refusal; undefined when the server could not be reached. */
  status?: number;
  /** The server's reason in the interface language. */
  message: string;
  failedAt: number;
}

const STORAGE_KEY_PREFIX = 'trilha.failedChanges.';
const storageKey = (userId: string) => `${STORAGE_KEY_PREFIX}${userId}`;
let owner: string | undefined;
let changes: FailedChange[] = [];
const listeners = new Set<() => void>();

function read(userId: string): FailedChange[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as FailedChange[]) : [];
  } catch {
    return [];
  }
}

function write(next: FailedChange[]) {
  changes = next;
  if (owner) {
    if (next.length) localStorage.setItem(storageKey(owner), JSON.stringify(next));
    else localStorage.removeItem(storageKey(owner));
  }
  listeners.forEach((listener) => listener());
}

export const failedChanges = {
  /** The list belongs to the signed-in person: it survives a reload, and signing out forgets it. */
  open(userId: string | undefined) {
    owner = userId;
    changes = userId ? read(userId) : [];
    listeners.forEach((listener) => listener());
  },
  /** Signing out: every account's list goes (another account's is a leftover of a session ended unseen). */
  forgetAll() {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) if (key?.startsWith(STORAGE_KEY_PREFIX)) localStorage.removeItem(key);
    owner = undefined;
    write([]);
  },
  list: () => changes,
  add(change: FailedChange) {
    write([...changes.filter((known) => known.id !== change.id), change]);
  },
  dismiss(id: string) {
    write(changes.filter((change) => change.id !== id));
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useFailedChanges(): FailedChange[] {
  return useSyncExternalStore(failedChanges.subscribe, failedChanges.list, failedChanges.list);
}

let failureCount = 0;

/**
 * Watches the queued changes: one that had to wait and then fails is put on the failed list with the
 * server's reason, as no form is left open to show it. A change sent at once reports on its own screen.
 */
export function trackFailedChanges(queryClient: QueryClient): () => void {
  return queryClient.getMutationCache().subscribe((event) => {
    const mutation = event.mutation;
    if (!mutation || !queuedKindOf(mutation)) return;
    if (event.type === 'added' && mutation.state.isPaused) markQueued(mutation);
    if (event.type !== 'updated') return;
    if (event.action.type === 'pause') markQueued(mutation);
    if (event.action.type === 'error' && wasQueued(mutation)) {
      failureCount += 1;
      failedChanges.add({
        id: `${Date.now()}-${failureCount}`,
        kind: queuedKindOf(mutation)!,
        variables: mutation.state.variables as QueuedVariables,
        status: errorStatus(event.action.error),
        message: errorMessage(event.action.error),
        failedAt: Date.now(),
      });
    }
  });
}

/** Sends a failed change again; a new refusal puts it back on the list. */
export function retryFailedChange(queryClient: QueryClient, change: FailedChange): void {
  failedChanges.dismiss(change.id);
  const mutation = queryClient
    .getMutationCache()
    .build(queryClient, { mutationKey: queuedKey(change.kind, change.variables.tripId) });
  markQueued(mutation);
  mutation.execute(change.variables).catch(() => undefined);
}
