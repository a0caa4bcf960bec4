import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Box, Container } from '@mui/material';
import { Logo } from '../../components/logo';
import { LanguageMenu } from '../../components/language-menu';
import { PageFallback } from '../../components/centered-status';
import { QueryRoot } from '../query-root';

/**
 * The frame of a trip's public page: no sign-in, no app menus, only the brand and the language menu; the
 * page names the tab after the trip itself.
 */
export function PublicTripLayout() {
  return (
    <QueryRoot>
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
        <Box
          component="header"
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            px: { xs: 2, sm: 4 },
            py: 1.5,
            bgcolor: '#0B2545',
            color: '#fff',
          }}
        >
          <Logo size={30} />
          <LanguageMenu />
        </Box>
        <Container component="main" maxWidth="md" sx={{ px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 4 } }}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </Container>
      </Box>
    </QueryRoot>
  );
}
