import type { Expense } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { changeKeyOptions } from '../../../lib/offline/change-key';
import type { QueuedChangeHandler } from '../../../lib/offline/queue';
import { invalidateExpenses } from './invalidate-expenses';

/** An expense added offline (registered with the offline queue by app/). */
export const queuedExpense: QueuedChangeHandler<'expense'> = {
  send: async ({ tripId, body, changeKey }) =>
    (await apiClient.post<Expense>(`/trips/${tripId}/expenses`, body, changeKeyOptions(changeKey))).data,
  refresh: invalidateExpenses,
};
