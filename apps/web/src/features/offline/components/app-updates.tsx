import { useEffect, useState } from 'react';
import { Button, Snackbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Workbox } from 'workbox-window';

/** How often an app left open asks whether a new release is out. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (dist/sw.js) and, when a new release has been installed beside the running
 * one, offers to reload into it: the new worker takes over only when the person agrees, so nobody is
 * stuck on an old version nor has a page swapped under them. Loaded after the first render (app.tsx).
 */
export function AppUpdates() {
  const { t } = useTranslation();
  const [applyUpdate, setApplyUpdate] = useState<(() => void) | undefined>(undefined);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const workbox = new Workbox('/sw.js', { scope: '/' });
    workbox.addEventListener('waiting', () => {
      setApplyUpdate(() => () => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      });
    });
    void workbox.register();
    const timer = window.setInterval(() => void workbox.update(), UPDATE_CHECK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Snackbar
      open={applyUpdate !== undefined}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={t('offline.update.available')}
      action={
        <Button color="secondary" size="small" onClick={() => applyUpdate?.()}>
          {t('offline.update.reload')}
        </Button>
      }
    />
  );
}
