import { Link as RouterLink } from 'react-router';
import { Box, LinearProgress, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pointsInLevel, POINTS_PER_LEVEL } from '@trilha/shared';
import { profileQueries } from '../../../features/profile/api/profile-queries';

/** Level and progress towards the next one, linking to the profile (SPEC.md 2 "Top bar"). */
export function LevelBox() {
  const { t } = useTranslation();
  const { data: profile } = useQuery(profileQueries.detail());
  if (!profile) return null;
  const progress = pointsInLevel(profile.points);
  const { level } = profile;
  return (
    <Box
      component={RouterLink}
      to="/profile"
      aria-label={t('nav.levelLink', { level, points: progress, total: POINTS_PER_LEVEL })}
      sx={{
        display: 'block',
        minWidth: 170,
        px: 1.5,
        py: 0.75,
        borderRadius: 2,
        color: 'inherit',
        textDecoration: 'none',
        bgcolor: alpha('#fff', 0.08),
        '&:hover': { bgcolor: alpha('#fff', 0.16) },
      }}
    >
      <Typography variant="caption" component="div" sx={{ fontWeight: 600, lineHeight: 1.4 }}>
        {t('nav.level', { level })}
      </Typography>
      <LinearProgress
        variant="determinate"
        color="secondary"
        value={(progress / POINTS_PER_LEVEL) * 100}
        sx={{ my: 0.5, height: 6, bgcolor: alpha('#fff', 0.2) }}
      />
      <Typography variant="caption" component="div" sx={{ opacity: 0.85, lineHeight: 1.4 }}>
        {t('nav.points', { points: progress, total: POINTS_PER_LEVEL })}
      </Typography>
    </Box>
  );
}
