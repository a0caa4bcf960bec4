import type { QueryClient } from '@tanstack/react-query';
import type { Notification } from '@trilha/shared';
import { tripKeys } from '../../trips';
import { notificationKeys } from './notification-queries';

/** The trip a notification's link opens (`/trips/<id>`, with or without a part), if any. */
export function tripIdOf(link: string): string | undefined {
  const id = /^\/trips\/([^/?#]+)/.exec(link)?.[1];
  return id ? decodeURIComponent(id) : undefined;
}

/**
 * A notification the stream just delivered: one more unread, and the open lists refresh. One about a trip
 * (shared with the person, planned for them, their role on it changed, a flight of it…) means the trip
 * lists and that trip are out of date too: a trip shared a moment ago shows in the list at once. False
 * when it was already known (an event sent again), so it is not announced twice.
 */
export function addLiveNotification(queryClient: QueryClient, notification: Notification): boolean {
  const unread = queryClient.getQueryData<Notification[]>(notificationKeys.unread());
  if (unread?.some((known) => known._id === notification._id)) return false;
  if (unread) queryClient.setQueryData(notificationKeys.unread(), [notification, ...unread]);
  else void queryClient.invalidateQueries({ queryKey: notificationKeys.unread() });
  void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
  const tripId = tripIdOf(notification.link);
  if (tripId) {
    void queryClient.invalidateQueries({ queryKey: tripKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: tripKeys.detail(tripId) });
  }
  return true;
}

/** After a notification was marked read on the server. */
export function markedRead(queryClient: QueryClient, notification: Notification): Promise<void> {
  queryClient.setQueryData<Notification[]>(notificationKeys.unread(), (unread) =>
    unread?.filter((known) => known._id !== notification._id),
  );
  return queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
}
