import { Suspense, useCallback, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Alert, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SessionProvider, useSession } from '../lib/auth/session';
import type { SessionSettings } from '../lib/auth/session-user';
import { useConfigState } from '../lib/config';
import { i18n } from '../lib/i18n/i18n';
import { CenteredStatus, PageFallback } from '../components/centered-status';
import { useThemeMode } from './theme/theme-mode';
import { MapsServiceGate, PixelTracker } from './external-services';

/** The root of every route: the session, the run-time configuration, then the screen. */
export function SessionRoot() {
  const { setMode } = useThemeMode();
  const applyPreferences = useCallback(
    (settings: SessionSettings) => {
      if (settings.language) void i18n.changeLanguage(settings.language);
      if (settings.themeMode) setMode(settings.themeMode);
    },
    [setMode],
  );
  return (
    <SessionProvider onPreferences={applyPreferences}>
      <SessionGate>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </SessionGate>
    </SessionProvider>
  );
}

function SessionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { status } = useSession();
  const config = useConfigState();
  if (config.isError) {
    return (
      <Box sx={{ maxWidth: 480, mx: 'auto', mt: 10, px: 2 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={config.refetch}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('common.errors.serverUnreachable')}
        </Alert>
      </Box>
    );
  }
  if (!config.data || status === 'loading') return <CenteredStatus text="Carregando..." fullPage />;
  const { mapsApiKey, pixelId } = config.data;
  return (
    <>
      {pixelId && <PixelTracker pixelId={pixelId} />}
      {mapsApiKey ? <MapsServiceGate apiKey={mapsApiKey}>{children}</MapsServiceGate> : children}
    </>
  );
}
