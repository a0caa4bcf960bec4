import { Suspense } from 'react';
import { Link as RouterLink, Outlet } from 'react-router';
import { Box, Card, CardContent, Link } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/logo';
import { LanguageMenu } from '../../components/language-menu';
import { PageFallback } from '../../components/centered-status';
import { RouteDocumentTitle } from '../document-title';

/** The frame of the sign-in pages: brand background, one centred card. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <Box
      sx={(theme) => ({
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        color: '#fff',
        background: `radial-gradient(circle at 85% 10%, ${alpha('#F28C28', 0.35)} 0, transparent 40%),
          linear-gradient(160deg, #0B2545 0%, #13315C 55%, ${theme.palette.mode === 'dark' ? '#08111F' : '#1E4A7A'} 100%)`,
      })}
    >
      <Box
        component="header"
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          px: { xs: 2, sm: 4 },
          py: 2,
        }}
      >
        <Link component={RouterLink} to="/login" color="inherit" underline="none" aria-label={t('nav.home')}>
          <Logo size={34} />
        </Link>
        <LanguageMenu />
      </Box>
      <RouteDocumentTitle />
      <Box
        component="main"
        sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, pb: 6 }}
      >
        <Card variant="elevation" elevation={8} sx={{ width: '100%', maxWidth: 440, borderRadius: 4 }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
