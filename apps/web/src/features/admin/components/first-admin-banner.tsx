import { Link as RouterLink } from 'react-router';
import { Alert, AlertTitle, Button, IconButton, Stack } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@trilha/shared';
import { useMarkNotificationRead } from '../../notifications/api/mark-notification-read';

/**
 * The first account is made the platform administrator: it is told so once, above every screen, until it
 * opens the admin panel or closes the message (either marks the server's notification read).
 */
export function FirstAdminBanner({ notification }: { notification: Notification | undefined }) {
  const { t } = useTranslation();
  const markRead = useMarkNotificationRead();
  if (!notification || markRead.isSuccess) return null;
  const done = () => markRead.mutate(notification._id);
  return (
    <Alert
      severity="info"
      sx={{ mb: 3 }}
      action={
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Button component={RouterLink} to={notification.link} onClick={done} color="inherit" size="small">
            {t('admin.welcome.open')}
          </Button>
          <IconButton aria-label={t('admin.welcome.dismiss')} color="inherit" size="small" onClick={done}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      }
    >
      <AlertTitle>{notification.title}</AlertTitle>
      {notification.message}
    </Alert>
  );
}
