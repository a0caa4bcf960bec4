import { Link as RouterLink } from 'react-router';
import { Alert, AlertTitle, Box, Button, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@trilha/shared';

/**
 * The first account is made the platform administrator: it is told so once, above every screen, until it
 * opens the admin panel or closes the message (either calls `onDone`, which marks the server's notification
 * read: app/layouts/first-admin-welcome.tsx).
 */
export function FirstAdminBanner({
  notification,
  onDone,
}: {
  notification: Notification;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      sx={{ mb: 3 }}
      action={
        <IconButton aria-label={t('admin.welcome.dismiss')} color="inherit" size="small" onClick={onDone}>
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
          onClick={onDone}
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
