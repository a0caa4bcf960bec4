import { Link as RouterLink } from 'react-router';
import { Box, Button, Typography } from '@mui/material';
import ExploreOffOutlinedIcon from '@mui/icons-material/ExploreOffOutlined';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/logo';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        px: 2,
      }}
    >
      <Logo size={40} />
      <ExploreOffOutlinedIcon sx={{ fontSize: 72, color: 'secondary.main', mt: 2 }} aria-hidden />
      <Typography variant="h1">{t('common.notFound.title')}</Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        {t('common.notFound.description')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        {t('common.notFound.home')}
      </Button>
    </Box>
  );
}
