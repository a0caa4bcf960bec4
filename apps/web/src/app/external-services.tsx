import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Alert, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CenteredStatus } from '../components/centered-status';
import { pixelRefused } from '../lib/pixel-consent';

/**
 * With a Google Maps key the whole app waits for the maps service (SPEC.md 2), showing 'Loading...'
 * until then and a clear message if it fails or takes longer than the load timeout; the person may
 * retry or go on without it. Without a key nothing is loaded and nothing waits.
 */
export function MapsServiceGate({ apiKey, children }: { apiKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'loading' | 'ready' | 'failed' | 'skipped'>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState('loading');
    import('../lib/maps-service')
      .then(({ loadGoogleMaps }) => loadGoogleMaps(apiKey))
      .then(
        () => live && setState('ready'),
        () => live && setState('failed'),
      );
    return () => {
      live = false;
    };
  }, [apiKey, attempt]);
  if (state === 'ready' || state === 'skipped') return children;
  if (state === 'loading') return <CenteredStatus text={t('map.gate.loading')} fullPage />;
  return (
    <Box sx={{ maxWidth: 520, mx: 'auto', mt: 10, px: 2 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('map.gate.failed')}
      </Alert>
      <Button sx={{ mt: 2 }} onClick={() => setState('skipped')}>
        {t('map.gate.continue')}
      </Button>
    </Box>
  );
}

/** With META_PIXEL_ID: the pixel starts and a PageView goes out at start and on every route change. */
export function PixelTracker({ pixelId }: { pixelId: string }) {
  const { pathname } = useLocation();
  useEffect(() => {
    let live = true;
    if (pixelRefused()) return;
    void import('../lib/meta-pixel').then(({ startMetaPixel }) => {
      if (!live) return;
      const fbq = startMetaPixel(pixelId);
      // The screen shown while the session settles unmounts this tracker: coming back to the same
      // route is not another page view.
      if (fbq.lastPath === pathname) return;
      fbq.lastPath = pathname;
      fbq('track', 'PageView');
    });
    return () => {
      live = false;
    };
  }, [pixelId, pathname]);
  return null;
}
