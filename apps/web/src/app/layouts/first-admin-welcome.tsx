import type { Notification } from '@trilha/shared';
import { FirstAdminBanner } from '../../features/admin/components/first-admin-banner';
import { useMarkNotificationRead } from '../../features/notifications/api/mark-notification-read';

/** The admin feature's welcome, read and dismissed through the notifications feature; gone once marked read. */
export function FirstAdminWelcome({ notification }: { notification: Notification | undefined }) {
  const markRead = useMarkNotificationRead();
  if (!notification || markRead.isSuccess) return null;
  return <FirstAdminBanner notification={notification} onDone={() => markRead.mutate(notification._id)} />;
}
