import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Expense, expenseInputSchema } from '@trilha/shared';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { invalidateExpenses } from './invalidate-expenses';

export type ExpenseBody = z.output<typeof expenseInputSchema>;

/** POSTs a new expense, or PUTs the whole of `expenseId` when editing one. */
export function useSaveExpense(tripId: string, expenseId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ExpenseBody) =>
      expenseId
        ? (await apiClient.put<Expense>(`/trips/${tripId}/expenses/${expenseId}`, body)).data
        : (await apiClient.post<Expense>(`/trips/${tripId}/expenses`, body)).data,
    onSuccess: () => invalidateExpenses(queryClient, tripId),
  });
}
