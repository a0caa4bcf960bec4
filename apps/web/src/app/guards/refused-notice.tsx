import { Alert, Snackbar } from '@mui/material';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RefusedFor } from './require-auth';

/**
 * The page a person was sent away from is not theirs: says who it is for. Closing it forgets it, so
 * going back or reloading does not say it again.
 */
export default function RefusedNotice({ refusedFor }: { refusedFor: RefusedFor }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const close = () =>
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  return (
    <Snackbar
      open
      autoHideDuration={6000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') close();
      }}
    >
      <Alert
        severity="info"
        role="status"
        variant="filled"
        closeText={t('nav.refused.close')}
        onClose={close}
      >
        {t(`nav.refused.${refusedFor}`)}
      </Alert>
    </Snackbar>
  );
}
