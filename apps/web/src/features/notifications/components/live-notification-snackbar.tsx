import { Link as RouterLink } from 'react-router';
import { Alert, AlertTitle, Button, IconButton, Snackbar } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@trilha/shared';
import { isAppPath } from './notification-card';

/** SPEC.md 9: a live notification's snackbar hides after 3 seconds. */
export const LIVE_SNACKBAR_MS = 3000;

interface LiveNotificationSnackbarProps {
  notification: Notification | undefined;
  open: boolean;
  onClose: () => void;
  /** Following its link: the notification is read from then on. */
  onOpen: (notification: Notification) => void;
}

/**
 * A notification that just arrived through the stream: its title, its message (which names what it is
 * about, e.g. the trip shared) and the way to it.
 */
export function LiveNotificationSnackbar({
  notification,
  open,
  onClose,
  onOpen,
}: LiveNotificationSnackbarProps) {
  const { t } = useTranslation();
  const link = notification && isAppPath(notification.link) ? notification.link : undefined;
  return (
    <Snackbar
      // A newer notification restarts the 3 seconds.
      key={notification?._id}
      open={open && Boolean(notification)}
      autoHideDuration={LIVE_SNACKBAR_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
    >
      <Alert
        severity="info"
        role="status"
        variant="filled"
        icon={<NotificationsActiveOutlinedIcon fontSize="inherit" />}
        action={
          <>
            {link && notification && (
              <Button
                component={RouterLink}
                to={link}
                color="inherit"
                size="small"
                onClick={() => {
                  onOpen(notification);
                  onClose();
                }}
                aria-label={t('notifications.page.openNamed', { title: notification.title })}
              >
                {t('notifications.page.open')}
              </Button>
            )}
            <IconButton color="inherit" size="small" aria-label={t('notifications.close')} onClick={onClose}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
        sx={{ width: '100%', overflowWrap: 'anywhere' }}
      >
        {notification?.message ? (
          <>
            <AlertTitle sx={{ mb: 0 }}>{notification.title}</AlertTitle>
            {notification.message}
          </>
        ) : (
          notification?.title
        )}
      </Alert>
    </Snackbar>
  );
}
