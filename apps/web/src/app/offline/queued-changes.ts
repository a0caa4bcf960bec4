import { registerQueuedChange } from '../../lib/offline/queue';
import { queuedExpense } from '../../features/expenses/api/queued-expense';
import { queuedChecklistItem, queuedItineraryItem, queuedTip } from '../../features/trips/api/queued-changes';

/**
 * Hands the offline queue (lib/offline) each feature's queued change. Called with the signed-in frame,
 * before its offline data gate restores the person's saved changes.
 */
export function registerQueuedChanges(): void {
  registerQueuedChange('checklist-item', queuedChecklistItem);
  registerQueuedChange('expense', queuedExpense);
  registerQueuedChange('itinerary-item', queuedItineraryItem);
  registerQueuedChange('tip', queuedTip);
}
