import { Alert, Snackbar } from '@mui/material';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@trilha/shared';

/** SPEC.md 9: a live notification's snackbar hides after 3 seconds. */
export const LIVE_SNACKBAR_MS = 3000;

interface LiveNotificationSnackbarProps {
  notification: Notification | undefined;
  open: boolean;
  onClose: () => void;
}

/** The title of a notification that just arrived through the stream. */
export function LiveNotificationSnackbar({ notification, open, onClose }: LiveNotificationSnackbarProps) {
  const { t } = useTranslation();
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
        closeText={t('notifications.close')}
        onClose={onClose}
        sx={{ width: '100%', overflowWrap: 'anywhere' }}
      >
        {notification?.title}
      </Alert>
    </Snackbar>
  );
}
