import { Alert, AlertTitle, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import SyncOutlinedIcon from '@mui/icons-material/SyncOutlined';
import { useTranslation } from 'react-i18next';
import { usePendingChanges } from '../../../lib/offline/queue';
import { useChangeLabel } from './change-label';

/** The trip's changes made offline and not yet sent, in the order they will go. */
export function PendingChanges({ tripId }: { tripId: string }) {
  const { t } = useTranslation();
  const changes = usePendingChanges(tripId);
  const labelOf = useChangeLabel();
  if (!changes.length) return null;
  return (
    <Alert
      severity="info"
      role="status"
      icon={<ScheduleOutlinedIcon />}
      sx={{ mb: 2 }}
      aria-label={t('offline.pending.title')}
    >
      <AlertTitle>{t('offline.pending.title')}</AlertTitle>
      {t('offline.pending.text')}
      <List dense disablePadding>
        {changes.map((change) => (
          <ListItem key={change.id} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {change.paused ? (
                <ScheduleOutlinedIcon fontSize="small" aria-label={t('offline.pending.badge')} />
              ) : (
                <SyncOutlinedIcon fontSize="small" aria-label={t('offline.pending.sending')} />
              )}
            </ListItemIcon>
            <ListItemText primary={labelOf(change.kind, change.variables)} />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
