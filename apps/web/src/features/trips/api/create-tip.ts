import type { UseMutationResult } from '@tanstack/react-query';
import type { Tip, TipInput } from '@trilha/shared';
import { useQueuedMutation } from '../../../lib/offline/queue';

/** Adds a note (a travel tip); offline it is queued and sent when the connection returns. */
export function useCreateTip(tripId: string): UseMutationResult<Tip | undefined, Error, TipInput> {
  const mutation = useQueuedMutation('tip', tripId);
  return {
    ...mutation,
    mutate: (input, options) => mutation.mutate({ tripId, input }, options as never),
    mutateAsync: (input, options) => mutation.mutateAsync({ tripId, input }, options as never),
  } as UseMutationResult<Tip | undefined, Error, TipInput>;
}
