import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Alert, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { loadGoogleIdentity } from '../../../lib/google-identity';
import { currentLanguage } from '../../../lib/i18n/i18n';

const MAX_BUTTON_WIDTH = 400;

/** Google's own button (its terms require it), rendered by Google Identity Services. */
export function GoogleSignInButton({
  clientId,
  onCredential,
}: {
  clientId: string;
  onCredential: (credential: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const handleCredential = useEffectEvent(onCredential);
  const language = i18n.resolvedLanguage;

  useEffect(() => {
    let active = true;
    loadGoogleIdentity()
      .then((accountsId) => {
        const parent = container.current;
        if (!active || !parent) return;
        accountsId.initialize({
          client_id: clientId,
          callback: ({ credential }) => handleCredential(credential),
        });
        parent.replaceChildren();
        accountsId.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          shape: 'pill',
          width: Math.min(parent.clientWidth || MAX_BUTTON_WIDTH, MAX_BUTTON_WIDTH),
          locale: currentLanguage(),
        });
      })
      .catch(() => {
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [clientId, language]);

  if (failed) return <Alert severity="warning">{t('auth.google.unavailable')}</Alert>;
  return <Box ref={container} sx={{ minHeight: 44, display: 'flex', justifyContent: 'center' }} />;
}
