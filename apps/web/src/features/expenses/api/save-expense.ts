import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { Expense, expenseInputSchema } from '@trilha/shared';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { useQueuedMutation } from '../../../lib/offline/queue';
import { invalidateExpenses } from './invalidate-expenses';

export type ExpenseBody = z.output<typeof expenseInputSchema>;

/**
 * POSTs a new expense (queued when offline, sent when the connection returns: lib/offline/queue.ts, and
 * then resolving `undefined` at once), or PUTs the whole of `expenseId` when editing one.
 */
export function useSaveExpense(
  tripId: string,
  expenseId?: string,
): Pick<UseMutationResult<Expense | undefined, Error, ExpenseBody>, 'mutateAsync' | 'isPending'> {
  const queryClient = useQueryClient();
  const create = useQueuedMutation('expense', tripId);
  const edit = useMutation({
    mutationFn: async (body: ExpenseBody) =>
      (await apiClient.put<Expense>(`/trips/${tripId}/expenses/${expenseId}`, body)).data,
    onSuccess: () => invalidateExpenses(queryClient, tripId),
  });
  return expenseId
    ? edit
    : { mutateAsync: (body) => create.mutateAsync({ tripId, body }), isPending: create.isPending };
}
