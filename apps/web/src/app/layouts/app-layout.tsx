import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Box, Container } from '@mui/material';
import { PageFallback } from '../../components/centered-status';
import { TopBar } from './top-bar/top-bar';

/** The signed-in frame: top bar above every screen. */
export function AppLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopBar />
      <Container component="main" maxWidth="lg" sx={{ flex: 1, py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
