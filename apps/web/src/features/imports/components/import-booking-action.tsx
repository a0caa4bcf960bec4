import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Snackbar } from '@mui/material';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import type { ImportActionProps } from '../../trips/components/import-action-slot';
import type { ImportOutcome } from './import-dialog';

// The dialog (drop zone, preview editors) loads when first opened, not with the trip screen.
const ImportDialog = lazy(async () => ({ default: (await import('./import-dialog')).ImportDialog }));

/** Snackbars stay as long as the rest of the app's notices. */
const NOTICE_MS = 6000;

/**
 * "Import booking": opens the import dialog on this trip, or, from the trip list, on the trip the
 * booking matches; afterwards a notice says what was added.
 */
export function ImportBookingAction({ trip, placement }: ImportActionProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome & { id: number }>();
  const handleDone = (done: ImportOutcome) => {
    setOpen(false);
    setOutcome({ ...done, id: Date.now() });
  };
  const elsewhere = outcome && outcome.tripId !== trip?._id;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<UploadFileOutlinedIcon />}
        onClick={() => setOpen(true)}
        sx={placement === 'header' ? { displayPrint: 'none' } : undefined}
      >
        {t('importer.action')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog trip={trip} onClose={() => setOpen(false)} onDone={handleDone} />
        </Suspense>
      )}
      <Snackbar
        key={outcome?.id}
        open={Boolean(outcome)}
        autoHideDuration={NOTICE_MS}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        onClose={(_, reason) => {
          if (reason !== 'clickaway') setOutcome(undefined);
        }}
      >
        <Alert
          severity="success"
          role="status"
          variant="filled"
          onClose={() => setOutcome(undefined)}
          action={
            elsewhere ? (
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  setOutcome(undefined);
                  void navigate(`/trips/${outcome.tripId}`);
                }}
              >
                {t('importer.done.open')}
              </Button>
            ) : undefined
          }
        >
          {outcome && t('importer.done.text', { count: outcome.created, trip: outcome.tripTitle })}
          {outcome?.skipped ? ` ${t('importer.done.skipped', { count: outcome.skipped })}` : ''}
        </Alert>
      </Snackbar>
    </>
  );
}
