import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Box, Container } from '@mui/material';
import { PageFallback } from '../../components/centered-status';
import { AgencyInvitationsBanner } from '../../features/agencies/components/agency-invitations-banner';
import { FirstAdminBanner } from '../../features/admin/components/first-admin-banner';
import { ImportBookingAction } from '../../features/imports/components/import-booking-action';
import { notificationQueries } from '../../features/notifications/api/notification-queries';
import { ImportActionContext } from '../../features/trips/components/import-action-slot';
import { TopBar } from './top-bar/top-bar';
import { OfflineBanner } from '../../features/offline/components/offline-banner';
import { FailedChangesPanel } from '../../features/offline/components/failed-changes-panel';

/**
 * The signed-in frame: top bar above every screen, any agency invitation waiting for an answer, and the
 * first administrator's welcome.
 */
export function AppLayout() {
  // The bell's live count carries new invitations too: each one makes the banner read the list again.
  const unread = useQuery(notificationQueries.unread());
  const invitationsSeen =
    unread.data?.filter((notification) => notification.kind === 'agency-invited').length ?? 0;
  const adminWelcome = unread.data?.find((notification) => notification.kind === 'platform-admin');
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopBar />
      <Container component="main" maxWidth="lg" sx={{ flex: 1, py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
        {/* Messages to act on in the app, not part of a printed page (the trip summary). */}
        <Box sx={{ displayPrint: 'none' }}>
          <OfflineBanner />
          <FailedChangesPanel />
          <FirstAdminBanner notification={adminWelcome} />
          <AgencyInvitationsBanner refreshKey={invitationsSeen} />
        </Box>
        <ImportActionContext value={ImportBookingAction}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </ImportActionContext>
      </Container>
    </Box>
  );
}
