import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNotificationDate } from '../utils/notification-date';

/** When a notification was written, or the 'invalid date' text (SPEC.md 5). */
export function NotificationDate({ createdAt }: { createdAt: string }) {
  const { t } = useTranslation();
  const text = formatNotificationDate(createdAt);
  return (
    <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
      {text ? <time dateTime={createdAt}>{text}</time> : t('notifications.invalidDate')}
    </Typography>
  );
}
