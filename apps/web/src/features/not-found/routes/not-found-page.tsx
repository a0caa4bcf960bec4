import { Link as RouterLink } from 'react-router';
import { Box, Button, Typography } from '@mui/material';
import ExploreOffOutlinedIcon from '@mui/icons-material/ExploreOffOutlined';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/logo';
import { useSession } from '../../../lib/auth/session';

/**
 * A path that leads nowhere. A signed-in person sees it inside the app's frame (top bar and menu, so every
 * way on is at hand); anyone else on its own page with the logo.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Box
      component={user ? 'section' : 'main'}
      sx={{
        minHeight: user ? '50vh' : '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        px: 2,
      }}
    >
      {!user && <Logo size={40} />}
      <ExploreOffOutlinedIcon sx={{ fontSize: 72, color: 'secondary.main', mt: 2 }} aria-hidden />
      <Typography variant="h1">{t('common.notFound.title')}</Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        {t('common.notFound.description')}
      </Typography>
      <Button component={RouterLink} to={user ? '/trips' : '/'} variant="contained" size="large">
        {t('common.notFound.home')}
      </Button>
    </Box>
  );
}
