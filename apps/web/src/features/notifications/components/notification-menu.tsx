import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  CircularProgress,
  Divider,
  List,
  ListItemButton,
  ListItemText,
  Popover,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@trilha/shared';
import { notificationQueries } from '../api/notification-queries';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { isAppPath } from './notification-card';
import { NotificationDate } from './notification-date';
import { UnreadDot } from './unread-dot';

/** SPEC.md 9: the bell menu is 320 wide and at most 500 high. */
export const MENU_WIDTH = 320;
export const MENU_MAX_HEIGHT = 500;

interface NotificationMenuProps {
  id: string;
  anchor: HTMLElement | null;
  /** The unread count the bell shows; 'mark all as read' appears only above 0. */
  count: number;
  onClose: () => void;
}

/**
 * The bell's menu: the newest notifications, fetched each time it opens (SPEC.md 2). An item opens what
 * it is about (the trip shared, the approval waiting…), read from then on; 'view all' opens the page.
 */
export function NotificationMenu({ id, anchor, count, onClose }: NotificationMenuProps) {
  const titleId = useId();
  return (
    <Popover
      id={id}
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: {
            width: MENU_WIDTH,
            maxWidth: 'calc(100vw - 32px)',
            maxHeight: MENU_MAX_HEIGHT,
            display: 'flex',
            flexDirection: 'column',
            mt: 1,
          },
        },
      }}
    >
      <MenuContent titleId={titleId} count={count} onClose={onClose} />
    </Popover>
  );
}

function MenuContent({ titleId, count, onClose }: { titleId: string; count: number; onClose: () => void }) {
  const { t } = useTranslation();
  const markAll = useMarkAllNotificationsRead();
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
          {t('notifications.title')}
        </Typography>
        {count > 0 && (
          <Button size="small" onClick={() => markAll.mutate()} disabled={markAll.isPending}>
            {t('notifications.markAllAsRead')}
          </Button>
        )}
      </Box>
      {markAll.isError && (
        <Typography role="alert" variant="body2" color="error" sx={{ px: 2, pb: 1 }}>
          {t('notifications.errors.markAllAsRead')}
        </Typography>
      )}
      <Divider />
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <MenuList onClose={onClose} />
      </Box>
      <Divider />
      <Button component={RouterLink} to="/notifications" onClick={onClose} sx={{ borderRadius: 0, py: 1.25 }}>
        {t('notifications.viewAll')}
      </Button>
    </>
  );
}

function MenuList({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const query = useQuery(notificationQueries.menu());
  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress size={28} color="secondary" aria-label={t('notifications.loading')} />
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Typography role="alert" variant="body2" color="error" sx={{ px: 2, py: 3, textAlign: 'center' }}>
        {t('notifications.errors.fetchNotifications')}
      </Typography>
    );
  }
  if (query.data.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
        {t('notifications.empty')}
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label={t('notifications.latest')}>
      {query.data.map((notification) => (
        <MenuItemLink key={notification._id} notification={notification} onClose={onClose} />
      ))}
    </List>
  );
}

function MenuItemLink({ notification, onClose }: { notification: Notification; onClose: () => void }) {
  const markRead = useMarkNotificationRead();
  const { link, isRead } = notification;
  return (
    <li>
      <ListItemButton
        component={RouterLink}
        to={isAppPath(link) ? link : '/notifications'}
        onClick={() => {
          if (!isRead) markRead.mutate(notification._id);
          onClose();
        }}
        sx={{ gap: 1.5, alignItems: 'center' }}
      >
        <ListItemText
          primary={notification.title}
          secondary={<NotificationDate createdAt={notification.createdAt} />}
          slotProps={{
            primary: { sx: { fontWeight: notification.isRead ? 400 : 700, overflowWrap: 'anywhere' } },
          }}
        />
        {!notification.isRead && <UnreadDot />}
      </ListItemButton>
    </li>
  );
}
