import { useState } from 'react';
import { Button } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSession } from '../../../lib/auth/session';
import { useUnsentChangeCount } from '../../../lib/offline/queue';

/**
 * The drawer's "Sign out". Signing out deletes everything of the account from this device, changes made
 * offline and not sent yet included: with such changes waiting, it asks first instead of losing them unseen.
 */
export function SignOutButton() {
  const { t } = useTranslation();
  const { logout } = useSession();
  const unsent = useUnsentChangeCount();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        fullWidth
        variant="outlined"
        color="inherit"
        startIcon={<LogoutIcon />}
        onClick={() => (unsent ? setAsking(true) : logout())}
      >
        {t('nav.logout')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('nav.unsentTitle')}
        text={t('nav.unsentText', { count: unsent })}
        confirmLabel={t('nav.unsentConfirm')}
        pending={false}
        onConfirm={logout}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
