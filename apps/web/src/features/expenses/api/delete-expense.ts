import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateExpenses } from './invalidate-expenses';

export function useDeleteExpense(tripId: string, expenseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiClient.delete(`/trips/${tripId}/expenses/${expenseId}`);
    },
    onSuccess: () => invalidateExpenses(queryClient, tripId),
  });
}
