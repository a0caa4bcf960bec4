import { Link as RouterLink } from 'react-router';
import { Alert, AlertTitle, Box, Button, IconButton } from '@mui/material';
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
        <IconButton aria-label={t('admin.welcome.dismiss')} color="inherit" size="small" onClick={done}>
          <CloseIcon fontSize="small" />
        </IconButton>
      }
    >
      <AlertTitle>{notification.title}</AlertTitle>
      {notification.message}
      <Box sx={{ mt: 1 }}>
        <Button
          component={RouterLink}
          to={notification.link}
          onClick={done}
          variant="outlined"
          color="inherit"
          size="small"
        >
          {t('admin.welcome.open')}
        </Button>
      </Box>
    </Alert>
  );
}
