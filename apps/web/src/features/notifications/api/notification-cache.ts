import type { QueryClient } from '@tanstack/react-query';
import type { Notification } from '@trilha/shared';
import { notificationKeys } from './notification-queries';

/**
 * A notification the stream just delivered: one more unread, and the open lists refresh. False when it
 * was already known (an event sent again), so it is not announced twice.
 */
export function addLiveNotification(queryClient: QueryClient, notification: Notification): boolean {
  const unread = queryClient.getQueryData<Notification[]>(notificationKeys.unread());
  if (unread?.some((known) => known._id === notification._id)) return false;
  if (unread) queryClient.setQueryData(notificationKeys.unread(), [notification, ...unread]);
  else void queryClient.invalidateQueries({ queryKey: notificationKeys.unread() });
  void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
  return true;
}

/** After a notification was marked read on the server. */
export function markedRead(queryClient: QueryClient, notification: Notification): Promise<void> {
  queryClient.setQueryData<Notification[]>(notificationKeys.unread(), (unread) =>
    unread?.filter((known) => known._id !== notification._id),
  );
  return queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
}
