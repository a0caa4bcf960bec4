import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import SyncOutlinedIcon from '@mui/icons-material/SyncOutlined';
import { useTranslation } from 'react-i18next';
import {
  failedChanges,
  retryFailedChange,
  useFailedChanges,
  type FailedChange,
} from '../../lib/offline/failed-changes';
import {
  usePendingChanges,
  type QueuedChange,
  type QueuedKind,
  type QueuedVariables,
} from '../../lib/offline/queue';
import { refusalReasonKey, useChangeLabel } from './change-label';
import { RequiresServer } from '../requires-server';

type Match<Kind extends QueuedKind> = (variables: QueuedVariables<Kind>) => boolean;

/**
 * One list's share of the queue: the changes of this kind for the trip still waiting to be sent, and
 * those the server refused (kept until the person retries or discards them). Read from TanStack Query's
 * mutation cache (paused mutations) and the refused list: no copy of the queue is kept.
 */
export function useQueuedRows<Kind extends QueuedKind>(
  tripId: string,
  kind: Kind,
  match: Match<Kind> = () => true,
): { pending: QueuedChange<Kind>[]; failed: FailedChange[] } {
  const pending = usePendingChanges(tripId).filter(
    (change): change is QueuedChange<Kind> =>
      change.kind === kind && match(change.variables as QueuedVariables<Kind>),
  );
  const failed = useFailedChanges().filter(
    (change) =>
      change.kind === kind &&
      change.variables.tripId === tripId &&
      match(change.variables as QueuedVariables<Kind>),
  );
  return { pending, failed };
}

/** "Pendente" beside what is waiting to be sent ("Enviando…" once it is on its way). */
export function PendingChip({ sending = false }: { sending?: boolean }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={sending ? 'info' : 'default'}
      icon={sending ? <SyncOutlinedIcon /> : <ScheduleOutlinedIcon />}
      label={t(sending ? 'offline.pending.sending' : 'offline.pending.badge')}
      title={t('offline.queued')}
      sx={{ flexShrink: 0 }}
    />
  );
}

/** A refused change where it was made: why, and a way to send it again or discard it. */
export function RefusedChange({ change, withLabel = false }: { change: FailedChange; withLabel?: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const labelOf = useChangeLabel();
  const why = t(refusalReasonKey(change.status));
  return (
    <Box role="alert" sx={{ width: '100%', color: 'error.main', py: 0.5 }}>
      {withLabel && (
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {labelOf(change.kind, change.variables)}
        </Typography>
      )}
      <Typography variant="body2" sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
        <ErrorOutlineIcon fontSize="small" aria-hidden />
        <span>
          {t('offline.failed.notSaved')}{' '}
          {change.message && change.message !== why ? `${why} ${change.message}` : why}
        </span>
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
        <RequiresServer>
          <Button
            size="small"
            color="error"
            variant="outlined"
            onClick={() => retryFailedChange(queryClient, change)}
          >
            {t('offline.failed.retry')}
          </Button>
        </RequiresServer>
        <Button size="small" color="error" onClick={() => failedChanges.dismiss(change.id)}>
          {t('offline.failed.discard')}
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * The queued changes of one kind, as rows of the list they will join (`<li>`s for the caller's list):
 * each waiting one marked pending, each refused one with its reason and its retry/discard.
 */
export function QueuedRows<Kind extends QueuedKind>({
  tripId,
  kind,
  match,
}: {
  tripId: string;
  kind: Kind;
  match?: Match<Kind>;
}) {
  const { pending, failed } = useQueuedRows(tripId, kind, match);
  const labelOf = useChangeLabel();
  const row = {
    border: 1,
    borderStyle: 'dashed',
    borderRadius: 1,
    px: 1.5,
    py: 1,
    listStyle: 'none',
  } as const;
  return (
    <>
      {pending.map((change) => (
        <Box
          component="li"
          key={`pending-${change.id}`}
          sx={{ ...row, borderColor: 'divider', display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {labelOf(change.kind, change.variables)}
          </Typography>
          <PendingChip sending={!change.paused} />
        </Box>
      ))}
      {failed.map((change) => (
        <Box component="li" key={`failed-${change.id}`} sx={{ ...row, borderColor: 'error.main' }}>
          <RefusedChange change={change} withLabel />
        </Box>
      ))}
    </>
  );
}

/** The queued rows in a list of their own, where the screen's list is empty or not shown; nothing if none. */
export function QueuedList<Kind extends QueuedKind>({
  tripId,
  kind,
  match,
}: {
  tripId: string;
  kind: Kind;
  match?: Match<Kind>;
}) {
  const { t } = useTranslation();
  const { pending, failed } = useQueuedRows(tripId, kind, match);
  if (!pending.length && !failed.length) return null;
  return (
    <Box component="ul" aria-label={t('offline.pending.title')} sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
      <QueuedRows tripId={tripId} kind={kind} match={match} />
    </Box>
  );
}
