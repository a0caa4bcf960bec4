import { useQueryClient } from '@tanstack/react-query';
import { Alert, AlertTitle, Box, Button, List, ListItem, ListItemText, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  failedChanges,
  retryFailedChange,
  useFailedChanges,
  type FailedChange,
} from '../../../lib/offline/failed-changes';
import { useOnline } from '../../../lib/offline/use-online';
import { useChangeLabel } from './change-label';

/** Why the server refused a change, in words: the status says which kind of refusal it was. */
function reasonKey(change: FailedChange): string {
  switch (change.status) {
    case undefined:
      return 'offline.failed.network';
    case 404:
      return 'offline.failed.notFound';
    case 403:
      return 'offline.failed.forbidden';
    case 409:
      return 'offline.failed.conflict';
    case 400:
      return 'offline.failed.invalid';
    default:
      return 'offline.failed.other';
  }
}

/**
 * The changes made offline that the server refused when they were sent: which, and why, each to send
 * again or to dismiss. Nothing queued is dropped without the person seeing it here.
 */
export function FailedChangesPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const online = useOnline();
  const changes = useFailedChanges();
  const labelOf = useChangeLabel();
  if (!changes.length) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }} aria-label={t('offline.failed.title')}>
      <AlertTitle>{t('offline.failed.title')}</AlertTitle>
      {t('offline.failed.text')}
      <List dense disablePadding sx={{ mt: 1 }}>
        {changes.map((change) => {
          const why = t(reasonKey(change));
          return (
            <ListItem key={change.id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                sx={{ flex: '1 1 240px' }}
                primary={labelOf(change.kind, change.variables, true)}
                secondary={change.message && change.message !== why ? `${why} ${change.message}` : why}
              />
              <Stack direction="row" spacing={1}>
                <Box component="span">
                  <Button
                    size="small"
                    color="inherit"
                    variant="outlined"
                    disabled={!online}
                    title={online ? undefined : t('offline.needsServer')}
                    onClick={() => retryFailedChange(queryClient, change)}
                  >
                    {t('offline.failed.retry')}
                  </Button>
                </Box>
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
