import { useCallback, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, IconButton } from '@mui/material';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@trilha/shared';
import { useCurrentUser } from '../../../lib/auth/session';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { notificationQueries } from '../api/notification-queries';
import { useNotificationStream } from '../api/use-notification-stream';
import { LiveNotificationSnackbar } from './live-notification-snackbar';
import { NotificationMenu } from './notification-menu';

/** SPEC.md 9: the badge shows at most 99 ('99+'). */
export const BADGE_MAX = 99;

/**
 * The top bar's bell (SPEC.md 2): the unread count, fetched once signed in and kept live by the
 * notification stream, and the menu of the newest notifications.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const unread = useQuery(notificationQueries.unread());
  const count = unread.data?.length ?? 0;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [live, setLive] = useState<{ notification?: Notification; open: boolean }>({ open: false });
  const menuId = useId();
  const markRead = useMarkNotificationRead();

  const showLive = useCallback((notification: Notification) => setLive({ notification, open: true }), []);
  useNotificationStream(user._id, showLive);

  const open = Boolean(anchor);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={count > 0 ? t('notifications.bell.unread', { count }) : t('notifications.bell.label')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={count} max={BADGE_MAX} color="secondary">
          <NotificationsOutlinedIcon />
        </Badge>
      </IconButton>
      <NotificationMenu id={menuId} anchor={anchor} count={count} onClose={() => setAnchor(null)} />
      <LiveNotificationSnackbar
        notification={live.notification}
        open={live.open}
        onClose={() => setLive((previous) => ({ ...previous, open: false }))}
        onOpen={(notification) => markRead.mutate(notification._id)}
      />
    </>
  );
}
