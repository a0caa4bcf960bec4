import { Box, LinearProgress, Typography } from '@mui/material';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@trilha/shared';

export function LevelCard({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const { level, points, pointsInLevel, pointsPerLevel } = profile;
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Box
          aria-hidden
          sx={{
            width: 56,
            height: 56,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
          }}
        >
          <EmojiEventsOutlinedIcon />
        </Box>
        <Box>
          <Typography variant="h3" component="p">
            {t('profile.level', { level })}
          </Typography>
          <Typography color="text.secondary">
            {t('profile.totalPoints', { count: points, formatted: number.format(points) })}
          </Typography>
        </Box>
      </Box>
      <LinearProgress
        variant="determinate"
        color="secondary"
        value={Math.round((pointsInLevel / pointsPerLevel) * 100)}
        aria-label={t('profile.progressLabel')}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1, gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {t('profile.progress', { points: pointsInLevel, total: pointsPerLevel })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('profile.toNextLevel', { count: pointsPerLevel - pointsInLevel, level: level + 1 })}
        </Typography>
      </Box>
    </Box>
  );
}
