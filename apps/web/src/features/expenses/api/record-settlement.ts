import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Expense } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import type { ExpenseBody } from './save-expense';
import { invalidateExpenses } from './invalidate-expenses';

export interface SettlementVariables {
  from: string;
  to: string;
  /** The decimal amount in the trip's currency, e.g. "45.00". */
  amount: string;
  currency: string;
  date: string;
  /** "Settlement", in the interface language. */
  description: string;
}

/** Records a transfer of "settle up" as paid: `from` paid `to` the amount, which moves both balances. */
export function useRecordSettlement(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ from, to, amount, currency, date, description }: SettlementVariables) => {
      const body: ExpenseBody = {
        kind: 'settlement',
        description,
        amount,
        currency,
        category: 'other',
        date,
        paidBy: from,
        division: 'unequal',
        participants: [{ participantId: to, share: amount }],
      };
      return (await apiClient.post<Expense>(`/trips/${tripId}/expenses`, body)).data;
    },
    onSuccess: () => invalidateExpenses(queryClient, tripId),
  });
}
