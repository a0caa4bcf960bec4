import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DoneIcon from '@mui/icons-material/Done';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@trilha/shared';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationDate } from './notification-date';

/** Only a path inside the app is followed; anything else is not a link we open. */
export function isAppPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

/** One notification on the page: unread ones stand out by a label, weight and an accent. */
export function NotificationCard({ notification }: { notification: Notification }) {
  const { t } = useTranslation();
  const titleId = useId();
  const markRead = useMarkNotificationRead();
  const { title, isRead, link } = notification;
  const markIfUnread = () => {
    if (!isRead) markRead.mutate(notification._id);
  };
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={(theme) => ({
        borderLeft: `4px solid ${isRead ? theme.palette.divider : theme.palette.secondary.main}`,
        bgcolor: isRead ? 'background.paper' : alpha(theme.palette.secondary.main, 0.06),
      })}
    >
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Typography
            id={titleId}
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: isRead ? 500 : 700, overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          <Chip
            size="small"
            label={isRead ? t('notifications.read') : t('notifications.unread')}
            color={isRead ? 'default' : 'secondary'}
            variant={isRead ? 'outlined' : 'filled'}
          />
        </Stack>
        {notification.message && (
          <Typography
            variant="body2"
            color={isRead ? 'text.secondary' : 'text.primary'}
            sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {notification.message}
          </Typography>
        )}
        <Box sx={{ mt: 1 }}>
          <NotificationDate createdAt={notification.createdAt} />
        </Box>
        {markRead.isError && (
          <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
            {t('notifications.errors.markAsRead')}
          </Alert>
        )}
      </CardContent>
      <CardActions disableSpacing sx={{ px: 2, pb: 1.5, pt: 0, flexWrap: 'wrap', gap: 1 }}>
        {isAppPath(link) && (
          <Button
            component={RouterLink}
            to={link}
            size="small"
            endIcon={<ArrowForwardIcon />}
            onClick={markIfUnread}
            aria-label={t('notifications.page.openNamed', { title })}
          >
            {t('notifications.page.open')}
          </Button>
        )}
        {!isRead && (
          <Button
            size="small"
            color="inherit"
            startIcon={<DoneIcon />}
            onClick={markIfUnread}
            disabled={markRead.isPending}
            aria-label={t('notifications.page.markReadNamed', { title })}
          >
            {t('notifications.page.markRead')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
