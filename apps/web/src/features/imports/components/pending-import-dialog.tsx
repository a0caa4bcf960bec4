import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useChoosePendingTrip, pendingImportQuery } from '../api/pending-import';
import { writableTripsQuery } from '../api/writable-trips';
import { draftFromPreview, type ImportDraft } from '../utils/draft';
import { importErrorMessage } from '../utils/import-errors';
import { PreviewStep, type ImportOutcome } from './preview-step';
import { TripPicker } from './trip-picker';

interface PendingImportDialogProps {
  importId: string;
  onClose: () => void;
  onDone: (outcome: ImportOutcome) => void;
}

/**
 * A booking mail received at the person's import address (opened from its notification): the same
 * editable preview as an upload's, on the trip it was matched to, or on the trip the person picks.
 */
export function PendingImportDialog({ importId, onClose, onDone }: PendingImportDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const pending = useQuery(pendingImportQuery(importId));
  const trips = useQuery(writableTripsQuery());
  const choose = useChoosePendingTrip(importId);
  const [picked, setPicked] = useState(false);
  const [edited, setEdited] = useState<{ tripId: string; draft: ImportDraft }>();

  const data = pending.data;
  const candidates = trips.data ?? [];
  const trip = data?.tripId ? candidates.find((candidate) => candidate._id === data.tripId) : undefined;
  const draft =
    data && trip
      ? edited?.tripId === trip._id
        ? edited.draft
        : draftFromPreview(data.preview, currentLanguage())
      : undefined;
  const empty =
    data && data.preview.flights.length + data.preview.bookings.length + data.preview.tours.length === 0;

  const closeOnly = (
    <DialogActions sx={{ px: 3, pb: 2.5 }}>
      {data?.appliedAt && data.tripId && (
        <Button component={RouterLink} to={`/trips/${data.tripId}`} onClick={onClose}>
          {t('importer.pending.openTrip')}
        </Button>
      )}
      <Button onClick={onClose} color="inherit">
        {t('common.close')}
      </Button>
    </DialogActions>
  );

  const body = () => {
    if (pending.isError || trips.isError) {
      return (
        <Alert severity="error">
          {pending.isError ? importErrorMessage(pending.error, t) : t('importer.trip.failed')}
        </Alert>
      );
    }
    if (!data || !trips.isSuccess) {
      return (
        <CircularProgress aria-label={t('importer.pending.loading')} sx={{ mx: 'auto', display: 'block' }} />
      );
    }
    if (data.appliedAt) return <Alert severity="success">{t('importer.pending.applied')}</Alert>;
    if (empty) return <Alert severity="info">{t('importer.pending.empty')}</Alert>;
    return undefined;
  };
  const message = body();

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {t('importer.pending.title')}
        {data?.subject && (
          <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
            {data.subject}
          </Typography>
        )}
      </DialogTitle>
      {message ? (
        <>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {message}
            </Stack>
          </DialogContent>
          {closeOnly}
        </>
      ) : (
        data && (
          <>
            <DialogContent sx={{ '&&': { pt: 1 }, pb: 0, flex: 'none' }}>
              <Stack spacing={1.5}>
                {candidates.length === 0 ? (
                  <Alert severity="info">{t('importer.trip.none')}</Alert>
                ) : (
                  <TripPicker
                    trips={candidates}
                    value={trip?._id ?? ''}
                    onChange={(tripId) => {
                      setPicked(true);
                      choose.mutate(tripId);
                    }}
                    matched={Boolean(trip) && !picked}
                    disabled={choose.isPending}
                  />
                )}
                {!trip && candidates.length > 0 && (
                  <Alert severity="info">{t('importer.pending.pick')}</Alert>
                )}
                {choose.isError && <Alert severity="error">{importErrorMessage(choose.error, t)}</Alert>}
              </Stack>
            </DialogContent>
            {trip && draft ? (
              <PreviewStep
                key={trip._id}
                trip={trip}
                preview={data.preview}
                draft={draft}
                onDraftChange={(next) => setEdited({ tripId: trip._id, draft: next })}
                onClose={onClose}
                onDone={onDone}
              />
            ) : (
              <>
                <DialogContent />
                {closeOnly}
              </>
            )}
          </>
        )
      )}
    </Dialog>
  );
}
