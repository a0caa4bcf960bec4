import type { QueryClient } from '@tanstack/react-query';
import { tripKeys } from '../../trips';
import { expenseKeys } from './expense-queries';

/**
 * An expense moves the lists, the summary and balances, the "spent this day" of its day, and the
 * expense summary the trip's detail carries (only that query, not everything under its key).
 */
export function invalidateExpenses(queryClient: QueryClient, tripId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: expenseKeys.all(tripId) }),
    queryClient.invalidateQueries({ queryKey: tripKeys.days(tripId) }),
    queryClient.invalidateQueries({ queryKey: tripKeys.detail(tripId), exact: true }),
  ]);
}
