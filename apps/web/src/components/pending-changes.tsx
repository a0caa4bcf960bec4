import { Alert, AlertTitle } from '@mui/material';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import { useTranslation } from 'react-i18next';
import { usePendingChanges } from '../lib/offline/queue';

/**
 * Above the trip, how many of its changes made offline are still waiting to be sent; each shows as a
 * pending row in its own list (the expense among the expenses, the place on its day…).
 */
export function PendingChanges({ tripId }: { tripId: string }) {
  const { t } = useTranslation();
  const count = usePendingChanges(tripId).length;
  if (!count) return null;
  return (
    <Alert
      severity="info"
      role="status"
      icon={<ScheduleOutlinedIcon />}
      sx={{ mb: 2 }}
      aria-label={t('offline.pending.title')}
    >
      <AlertTitle>{t('offline.pending.title')}</AlertTitle>
      {t('offline.pending.summary', { count })}
    </Alert>
  );
}
