import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Box, Container } from '@mui/material';
import { PageFallback } from '../../components/centered-status';
import { AgencyInvitationsBanner } from '../../features/agencies/components/agency-invitations-banner';
import { ImportProvider } from '../../features/imports/components/import-provider';
import { notificationQueries } from '../../features/notifications/api/notification-queries';
import { FirstAdminWelcome } from './first-admin-welcome';
import { TopBar } from './top-bar/top-bar';
import { OfflineBanner } from '../../features/offline/components/offline-banner';
import { FailedChangesPanel } from '../../features/offline/components/failed-changes-panel';
import { OfflineDataGate } from '../../lib/offline/offline-data-gate';
import { AppUpdates } from '../../features/offline/components/app-updates';
import { TripRouteDocumentTitle } from '../trip-document-title';
import { registerQueuedChanges } from '../offline/queued-changes';
import { QueryRoot } from '../query-root';
import { TwoFactorGate } from '../../features/settings/components/two-factor-gate';

// With the frame's chunk, before OfflineDataGate starts the person's offline data (and their queued changes).
registerQueuedChanges();

/**
 * The signed-in frame, with the app's query client (QueryRoot: the signed-out pages have none), once the
 * person's offline data is back (OfflineDataGate): top bar above every screen, the offline banner and
 * refused offline changes, any agency invitation waiting for an answer, and the first administrator's
 * welcome.
 */
export function AppLayout() {
  return (
    <QueryRoot>
      <OfflineDataGate>
        <AppFrame />
        {/* The service worker and its "new version" prompt: built apps only. */}
        {import.meta.env.PROD && <AppUpdates />}
      </OfflineDataGate>
    </QueryRoot>
  );
}

function AppFrame() {
  // The bell's live count carries new invitations too: each one makes the banner read the list again.
  const unread = useQuery(notificationQueries.unread());
  const invitationsSeen =
    unread.data?.filter((notification) => notification.kind === 'agency-invited').length ?? 0;
  const adminWelcome = unread.data?.find((notification) => notification.kind === 'platform-admin');
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TripRouteDocumentTitle />
      <TopBar />
      <Container component="main" maxWidth="lg" sx={{ flex: 1, py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
        {/* Messages to act on in the app, not part of a printed page (the trip summary). */}
        <Box sx={{ displayPrint: 'none' }}>
          <OfflineBanner />
          <FailedChangesPanel />
          <FirstAdminWelcome notification={adminWelcome} />
          <AgencyInvitationsBanner refreshKey={invitationsSeen} />
        </Box>
        <ImportProvider>
          <TwoFactorGate>
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </TwoFactorGate>
        </ImportProvider>
      </Container>
    </Box>
  );
}
