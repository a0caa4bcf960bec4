import {
  onlineManager,
  useMutation,
  useMutationState,
  type QueryClient,
  type UseMutationResult,
} from '@tanstack/react-query';
import type {
  ChecklistItem,
  Expense,
  expenseInputSchema,
  ItineraryItem,
  ItineraryItemInput,
  Tip,
  TipInput,
} from '@trilha/shared';
import type { z } from 'zod';
import { newChangeKey } from './change-key';
import { unsentFilters, wasQueued } from './unsent';

/**
 * The changes that can be made offline (SPEC: ticking a checklist item, adding an expense, an itinerary
 * item or a note). Each is a TanStack mutation under `['offline', kind, tripId]` whose function lives in
 * the client's mutation defaults (registerQueuedMutations), so a change paused offline is persisted with
 * the query cache and sent after a reload too. All share one scope: they are sent one at a time, in the
 * order they were made. How each is sent and what it makes stale is its feature's: the features hand it
 * in (registerQueuedChange, wired in app/offline/queued-changes.ts), so this layer imports no feature.
 */
export interface QueuedChanges {
  'checklist-item': {
    variables: {
      tripId: string;
      groupId: string;
      itemId: string;
      changes: Partial<Pick<ChecklistItem, 'text' | 'done'>>;
      /** The item's text, to name the change in the pending and failed lists. */
      label: string;
    };
    data: ChecklistItem;
  };
  expense: { variables: { tripId: string; body: z.output<typeof expenseInputSchema> }; data: Expense };
  'itinerary-item': { variables: { tripId: string; input: ItineraryItemInput }; data: ItineraryItem };
  tip: { variables: { tripId: string; input: TipInput }; data: Tip };
}
export type QueuedKind = keyof QueuedChanges;
/**
 * A change's variables, with the key it was given when queued (`Idempotency-Key`): kept with it through
 * reloads and a retry from the failed list, so every sending of one change names the same change.
 */
export type QueuedVariables<Kind extends QueuedKind = QueuedKind> = QueuedChanges[Kind]['variables'] & {
  changeKey?: string;
};

export const QUEUED_KINDS: readonly QueuedKind[] = ['checklist-item', 'expense', 'itinerary-item', 'tip'];
export const OFFLINE_SCOPE = 'offline-queue';
export const queuedKey = (kind: QueuedKind, tripId?: string) =>
  tripId === undefined ? (['offline', kind] as const) : (['offline', kind, tripId] as const);

/** Whether a mutation is one of the queued changes (and which). */
export function queuedKindOf(mutation: {
  options: { mutationKey?: readonly unknown[] };
}): QueuedKind | undefined {
  const key = mutation.options.mutationKey;
  return key?.[0] === 'offline' && QUEUED_KINDS.includes(key[1] as QueuedKind)
    ? (key[1] as QueuedKind)
    : undefined;
}

/** A feature's part in one kind of queued change. */
export interface QueuedChangeHandler<Kind extends QueuedKind> {
  /** Sends the change to the server. */
  send: (variables: QueuedVariables<Kind>) => Promise<QueuedChanges[Kind]['data']>;
  /** What a successful change makes stale (also after a reload, when no screen's options are left). */
  refresh: (queryClient: QueryClient, tripId: string) => Promise<unknown>;
}

const handlers = new Map<QueuedKind, QueuedChangeHandler<QueuedKind>>();

/** Called by app/ at startup, once per kind, before the person's saved changes are restored. */
export function registerQueuedChange<Kind extends QueuedKind>(
  kind: Kind,
  handler: QueuedChangeHandler<Kind>,
) {
  handlers.set(kind, handler as unknown as QueuedChangeHandler<QueuedKind>);
}

/**
 * The queued changes' functions, registered once per client before any is restored or resumed. They wait
 * while offline (`networkMode: 'online'`) and never retry on their own: a refusal is shown to the person.
 */
export function registerQueuedMutations(queryClient: QueryClient): void {
  for (const kind of QUEUED_KINDS) {
    const handler = handlers.get(kind);
    // A kind without its feature's functions could be queued but never sent: a wiring mistake in app/.
    if (!handler) throw new Error(`No handler registered for the queued change "${kind}"`);
    queryClient.setMutationDefaults(queuedKey(kind), {
      mutationFn: handler.send as (variables: unknown) => Promise<unknown>,
      networkMode: 'online',
      retry: false,
      scope: { id: OFFLINE_SCOPE },
      onSettled: (_data: unknown, _error: unknown, variables: unknown) =>
        handler.refresh(queryClient, (variables as { tripId: string }).tripId),
    });
  }
}

/**
 * A screen's handle on one kind of queued change. Online it behaves as any mutation; offline, `mutateAsync`
 * resolves at once with `undefined` (the change is queued, shown as pending), so a form closes or moves on
 * instead of waiting for the connection.
 */
export function useQueuedMutation<Kind extends QueuedKind, Context = unknown>(
  kind: Kind,
  tripId: string,
  options: {
    onMutate?: (variables: QueuedVariables<Kind>) => Promise<Context> | Context;
    onError?: (error: Error, variables: QueuedVariables<Kind>, context: Context | undefined) => void;
    onSettled?: () => unknown;
  } = {},
): UseMutationResult<QueuedChanges[Kind]['data'] | undefined, Error, QueuedVariables<Kind>, Context> {
  const mutation = useMutation<
    QueuedChanges[Kind]['data'] | undefined,
    Error,
    QueuedVariables<Kind>,
    Context
  >({
    mutationKey: queuedKey(kind, tripId),
    ...options,
  });
  type Args = Parameters<typeof mutation.mutate>;
  // Each change gets its key when it is made; a change already keyed (none today) keeps its own.
  const keyed = ([variables, options]: Args): Args =>
    [{ changeKey: newChangeKey(), ...variables } as QueuedVariables<Kind>, options] as Args;
  return {
    ...mutation,
    mutate: (...args: Args) => mutation.mutate(...keyed(args)),
    mutateAsync: async (...args: Args) => {
      if (onlineManager.isOnline()) return mutation.mutateAsync(...keyed(args));
      mutation.mutate(...keyed(args));
      return undefined;
    },
  } as typeof mutation;
}

export interface QueuedChange<Kind extends QueuedKind = QueuedKind> {
  id: number;
  kind: Kind;
  variables: QueuedVariables<Kind>;
  /** Waiting for the connection (or for the changes before it); false once it is on its way. */
  paused: boolean;
}

export function useUnsentChangeCount(): number {
  return useMutationState({ filters: unsentFilters }).length;
}

/** The trip's changes not yet accepted by the server, oldest first. */
export function usePendingChanges(tripId: string): QueuedChange[] {
  return useMutationState({
    filters: {
      mutationKey: ['offline'],
      // A change sent at once shows on its own screen; the list is for the ones that had to wait.
      predicate: (mutation) =>
        mutation.state.status === 'pending' &&
        (mutation.state.isPaused || wasQueued(mutation)) &&
        (mutation.state.variables as { tripId?: string } | undefined)?.tripId === tripId,
    },
    select: (mutation) => ({
      id: mutation.mutationId,
      kind: queuedKindOf(mutation)!,
      variables: mutation.state.variables as QueuedVariables,
      paused: mutation.state.isPaused,
    }),
  }).filter((change) => change.kind !== undefined);
}
