import { useState } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Snackbar,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  emailSchema,
  EXPORT_RECIPIENTS_MAX,
  EXPORT_STRANGERS_PER_DAY,
  type TripDetail,
} from '@trilha/shared';
import { useCurrentUser } from '../../../lib/auth/session';
import { apiErrorOf } from '../../../lib/api-client';
import { errorStatus } from '../../../lib/api-errors';
import { useEmailTrip } from '../api/email-trip';

export interface EmailOutcome {
  severity: 'success' | 'error';
  text: string;
}

interface EmailTripDialogProps {
  trip: Pick<TripDetail, '_id' | 'sharedUsers'>;
  open: boolean;
  onClose: () => void;
  /** What happened, for the page's snackbar. */
  onDone: (outcome: EmailOutcome) => void;
  /** The caller's own plan rather than the whole trip's, chosen here or in the export menu. */
  onlyMine: boolean;
  onOnlyMineChange: (onlyMine: boolean) => void;
}

/** Addresses as chips (the trip's people to pick, or any typed e-mail), the copy switch, and send. */
export function EmailTripDialog({
  trip,
  open,
  onClose,
  onDone,
  onlyMine,
  onOnlyMineChange,
}: EmailTripDialogProps) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const send = useEmailTrip(trip._id);
  const [recipients, setRecipients] = useState<string[]>([]);
  const [input, setInput] = useState('');
  const [sendCopy, setSendCopy] = useState(true);
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const people = new Map(trip.sharedUsers.map((person) => [person.email, person.name]));
  const options = trip.sharedUsers.map((person) => person.email).filter((email) => email !== me.email);

  /** Adds what was typed or picked; refuses an address that is not one, and keeps the list short. */
  function accept(values: string[]): boolean {
    const next: string[] = [];
    for (const value of values) {
      const parsed = emailSchema.safeParse(value);
      if (!parsed.success) {
        setError(t('export.email.invalid', { email: value.trim() }));
        return false;
      }
      if (!next.includes(parsed.data)) next.push(parsed.data);
    }
    if (next.length > EXPORT_RECIPIENTS_MAX) {
      setError(t('export.email.tooMany'));
      return false;
    }
    setError(undefined);
    setRecipients(next);
    return true;
  }

  function reset() {
    setRecipients([]);
    setInput('');
    setError(undefined);
    setFailure(undefined);
    setSendCopy(true);
  }

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    // An address still being typed counts, as if Enter had been pressed.
    const all = input.trim() ? [...recipients, input] : recipients;
    if (input.trim() && !accept(all)) return;
    if (all.length === 0) {
      setError(t('export.email.required'));
      return;
    }
    const to = all.map((value) => emailSchema.parse(value));
    send.mutate(
      { to: [...new Set(to)], sendCopy, onlyMine },
      {
        onSuccess: (answer) => {
          onDone({
            severity: 'success',
            text: answer.sendCopy
              ? t('export.email.sentWithCopy')
              : t('export.email.sent', { count: answer.recipients.length }),
          });
          reset();
          onClose();
        },
        // The dialog stays open to try again, so its own snackbar tells why (the page's is behind it).
        onError: (failure) =>
          setFailure(
            apiErrorOf(failure)?.code === 'EXPORT_STRANGERS_LIMIT'
              ? t('export.email.strangersLimit', { count: EXPORT_STRANGERS_PER_DAY })
              : errorStatus(failure) === 429
                ? t('export.email.rateLimited')
                : sendCopy
                  ? t('export.email.copyError')
                  : t('export.email.error'),
          ),
      },
    );
  }

  return (
    <Dialog
      open={open}
      onClose={send.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="email-trip-title"
    >
      <Box component="form" onSubmit={handleSubmit} noValidate>
        <DialogTitle id="email-trip-title">{t('export.email.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('export.email.intro')}</DialogContentText>
          <Autocomplete
            multiple
            freeSolo
            options={options}
            value={recipients}
            inputValue={input}
            onInputChange={(_, value) => setInput(value)}
            onChange={(_, values) => {
              if (accept(values)) setInput('');
            }}
            filterSelectedOptions
            renderOption={(props, email) => {
              const { key, ...rest } = props;
              return (
                <Box component="li" key={key} {...rest}>
                  <Box>
                    <Typography>{people.get(email) ?? email}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {email}
                    </Typography>
                  </Box>
                </Box>
              );
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                autoFocus
                type="email"
                label={t('export.email.recipients')}
                error={Boolean(error)}
                helperText={error ?? t('export.email.help')}
              />
            )}
          />
          <FormControlLabel
            sx={{ mt: 2 }}
            control={<Switch checked={sendCopy} onChange={(event) => setSendCopy(event.target.checked)} />}
            label={t('export.email.sendCopy')}
          />
          <FormControlLabel
            sx={{ display: 'flex' }}
            control={
              <Switch checked={onlyMine} onChange={(event) => onOnlyMineChange(event.target.checked)} />
            }
            label={t('export.onlyMine.label')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={send.isPending}>
            {t('export.email.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={send.isPending}
            startIcon={send.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {send.isPending ? t('export.email.sending') : t('export.email.send')}
          </Button>
        </DialogActions>
      </Box>
      <Snackbar
        open={Boolean(failure)}
        autoHideDuration={6000}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        onClose={(_, reason) => {
          if (reason !== 'clickaway') setFailure(undefined);
        }}
      >
        <Alert severity="error" role="alert" variant="filled" onClose={() => setFailure(undefined)}>
          {failure}
        </Alert>
      </Snackbar>
    </Dialog>
  );
}
