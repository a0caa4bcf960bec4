import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Snackbar } from '@mui/material';
import type { TripDetail } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { ImportActionContext } from '../../trips';
import { useAppTexts } from '../../../lib/i18n/use-app-texts';
import { ImportBookingAction } from './import-booking-action';
import { OpenImportContext } from './open-import';
import type { ImportOutcome } from './preview-step';
import { lazyComponent } from '../../../lib/lazy-component';

// The dialog (drop zone, preview editors) loads when first opened, not with the signed-in frame.
const ImportDialog = lazyComponent(() => import('./import-dialog'), 'ImportDialog');
const PendingImportDialog = lazyComponent(() => import('./pending-import-dialog'), 'PendingImportDialog');

/** Snackbars stay as long as the rest of the app's notices. */
const NOTICE_MS = 6000;

/**
 * Holds the import dialog and its notice above the screens, so neither goes away when the button that
 * opened it does (an empty tab's button disappears as soon as the import fills the tab), and hands the
 * trip screens their "Import booking" button once its texts are loaded.
 */
export function ImportProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const textsReady = useAppTexts();
  const [dialog, setDialog] = useState<{ trip?: TripDetail; pendingImportId?: string }>();
  const [outcome, setOutcome] = useState<ImportOutcome & { id: number; fromList: boolean }>();
  const openImport = useCallback(
    (trip?: TripDetail, pendingImportId?: string) => setDialog({ trip, pendingImportId }),
    [],
  );
  const handleDone = (done: ImportOutcome) => {
    setOutcome({ ...done, id: Date.now(), fromList: !dialog?.trip });
    setDialog(undefined);
  };
  return (
    <OpenImportContext value={openImport}>
      <ImportActionContext value={textsReady ? ImportBookingAction : null}>{children}</ImportActionContext>
      {dialog && textsReady && (
        <Suspense fallback={null}>
          {dialog.pendingImportId ? (
            <PendingImportDialog
              importId={dialog.pendingImportId}
              onClose={() => setDialog(undefined)}
              onDone={handleDone}
            />
          ) : (
            <ImportDialog trip={dialog.trip} onClose={() => setDialog(undefined)} onDone={handleDone} />
          )}
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
            outcome?.fromList ? (
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
    </OpenImportContext>
  );
}
