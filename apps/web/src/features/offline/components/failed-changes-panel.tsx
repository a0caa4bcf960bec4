import { useQueryClient } from '@tanstack/react-query';
import { Alert, AlertTitle, Button, List, ListItem, ListItemText, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TripDetail } from '@trilha/shared';
import {
  failedChanges,
  retryFailedChange,
  useFailedChanges,
  type FailedChange,
} from '../../../lib/offline/failed-changes';
import { refusalReasonKey, useChangeLabel } from '../../../components/offline/change-label';
import { RequiresServer } from '../../../components/requires-server';
import { tripKeys } from '../../trips';

/** A refused change in words and, when its trip is known here, its trip: the panel lists every trip's. */
function useLabelWithTrip() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const labelOf = useChangeLabel();
  return ({ kind, variables }: FailedChange): string => {
    const text = labelOf(kind, variables);
    const trip = queryClient.getQueryData<TripDetail>(tripKeys.detail(variables.tripId));
    return trip ? `${text} ${t('offline.change.inTrip', { trip: trip.title })}` : text;
  };
}

/**
 * The changes made offline that the server refused when they were sent: which, and why, each to send
 * again or to dismiss. Nothing queued is dropped without the person seeing it here.
 */
export function FailedChangesPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const changes = useFailedChanges();
  const labelOf = useLabelWithTrip();
  if (!changes.length) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }} aria-label={t('offline.failed.title')}>
      <AlertTitle>{t('offline.failed.title')}</AlertTitle>
      {t('offline.failed.text')}
      <List dense disablePadding sx={{ mt: 1 }}>
        {changes.map((change) => {
          const why = t(refusalReasonKey(change.status));
          return (
            <ListItem key={change.id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                sx={{ flex: '1 1 240px' }}
                primary={labelOf(change)}
                secondary={change.message && change.message !== why ? `${why} ${change.message}` : why}
              />
              <Stack direction="row" spacing={1}>
                <RequiresServer>
                  <Button
                    size="small"
                    color="inherit"
                    variant="outlined"
                    onClick={() => retryFailedChange(queryClient, change)}
                  >
                    {t('offline.failed.retry')}
                  </Button>
                </RequiresServer>
                <Button size="small" color="inherit" onClick={() => failedChanges.dismiss(change.id)}>
                  {t('offline.failed.dismiss')}
                </Button>
              </Stack>
            </ListItem>
          );
        })}
      </List>
    </Alert>
  );
}
