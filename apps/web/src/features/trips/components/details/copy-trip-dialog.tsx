import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import { calendarDateSchema, TRIP_TITLE_MAX, type TripDetail } from '@trilha/shared';
import { errorMessage } from '../../../../lib/api-errors';
import { DateTimeValueField } from '../../../../components/date-time-fields';
import { RequiresServer } from '../../../../components/requires-server';
import { SubmitButton } from '../../../../components/submit-button';
import { useCopyTrip } from '../../api/copy-trip';

function CopyTripDialog({ trip, open, onClose }: { trip: TripDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const copyTrip = useCopyTrip(trip._id);
  const [title, setTitle] = useState('');
  const [startDate, setStartDate] = useState(trip.startDate);
  const [includeBookings, setIncludeBookings] = useState(false);
  const validDate = calendarDateSchema.safeParse(startDate).success;

  const handleClose = () => {
    copyTrip.reset();
    onClose();
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!validDate) return;
    copyTrip.mutate(
      { title: title.trim() || undefined, startDate, includeBookings },
      {
        onSuccess: (copy) => {
          onClose();
          void navigate(`/trips/${copy._id}`);
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={handleClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>{t('trips.copy.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <DialogContentText>{t('trips.copy.description')}</DialogContentText>
            {copyTrip.isError && (
              <Alert severity="error" role="alert">
                {errorMessage(copyTrip.error)}
              </Alert>
            )}
            <TextField
              label={t('trips.copy.name')}
              value={title}
              placeholder={t('trips.copy.defaultName', { title: trip.title })}
              helperText={t('trips.copy.nameHelp')}
              onChange={(event) => setTitle(event.target.value)}
              slotProps={{ htmlInput: { maxLength: TRIP_TITLE_MAX }, inputLabel: { shrink: true } }}
            />
            <DateTimeValueField
              kind="date"
              label={t('trips.copy.startDate')}
              value={startDate}
              onChange={setStartDate}
              error={!validDate}
              helperText={validDate ? t('trips.copy.startDateHelp') : t('validation.date')}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={includeBookings}
                  onChange={(event) => setIncludeBookings(event.target.checked)}
                />
              }
              label={t('trips.copy.includeBookings')}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={handleClose} color="inherit">
            {t('common.cancel')}
          </Button>
          <SubmitButton pending={copyTrip.isPending} disabled={!validDate} size="medium">
            {t('trips.copy.submit')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * Copying the trip as a template of one's own (its plan on new dates, without its people or costs): for
 * anyone who can see the trip. Opens the new trip.
 */
export function CopyTripButton({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <RequiresServer>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => setOpen(true)}>
          {t('trips.copy.action')}
        </Button>
      </RequiresServer>
      {open && <CopyTripDialog trip={trip} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
