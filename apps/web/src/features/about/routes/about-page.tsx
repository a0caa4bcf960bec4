import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePublicConfig } from '../../../lib/config';

const HIGHLIGHTS = [
  { key: 'plan', icon: <MapOutlinedIcon /> },
  { key: 'together', icon: <GroupsOutlinedIcon /> },
  { key: 'yours', icon: <LockOutlinedIcon /> },
] as const;

export function AboutPage() {
  const { t } = useTranslation();
  // The release the server runs (its /api/config), which CHANGELOG.md describes.
  const version = usePublicConfig()?.version;
  return (
    <>
      <PageHeader title={t('about.title')} subtitle={t('about.subtitle')} />
      <Stack spacing={3}>
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack spacing={2}>
              <Typography>{t('about.intro')}</Typography>
              <Typography>{t('about.audience')}</Typography>
              <Typography>{t('about.openSource')}</Typography>
            </Stack>
          </CardContent>
        </Card>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {HIGHLIGHTS.map(({ key, icon }) => (
            <Card key={key}>
              <CardContent sx={{ p: { xs: 2, sm: 3 }, '& > svg': { color: 'secondary.main', fontSize: 32 } }}>
                {icon}
                <Typography variant="h4" component="h2" sx={{ mt: 1 }}>
                  {t(`about.highlights.${key}.title`)}
                </Typography>
                <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
                  {t(`about.highlights.${key}.text`)}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
        {version && (
          <Typography variant="body2" color="text.secondary">
            {t('about.version', { version })}
          </Typography>
        )}
      </Stack>
    </>
  );
}
