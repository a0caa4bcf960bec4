import type { Mutation, QueryClient } from '@tanstack/react-query';

// Apart from queue.ts, which brings the trip and expense writes: the session (on /login too) counts
// unsent changes when it ends, and /login's JavaScript should not carry the offline machinery for that.

/** Changes that had to wait for the connection (or were restored after a reload waiting). */
const queuedMutations = new WeakSet<object>();
export const markQueued = (mutation: object) => void queuedMutations.add(mutation);
export const wasQueued = (mutation: object) => queuedMutations.has(mutation);

/** Changes made offline, on any trip, that the server has not accepted yet (signing out drops them). */
export const unsentFilters = {
  mutationKey: ['offline'],
  predicate: (mutation: Mutation<unknown, Error, unknown, unknown>) =>
    mutation.state.status === 'pending' && (mutation.state.isPaused || wasQueued(mutation)),
};
export const unsentChangeCount = (queryClient: QueryClient) =>
  queryClient.getMutationCache().findAll(unsentFilters).length;
