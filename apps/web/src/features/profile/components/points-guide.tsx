import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { POINTS, type RewardedAction } from '@trilha/shared';
import { currentLanguage } from '../../../lib/i18n/i18n';

const ACTIONS = Object.keys(POINTS) as RewardedAction[];

/** "How to earn points": every rewarded action with what it pays. */
export function PointsGuide() {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(currentLanguage());
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        columnGap: 3,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        p: 0,
        m: 0,
        listStyle: 'none',
      }}
    >
      {ACTIONS.map((action) => (
        <Box
          component="li"
          key={action}
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            py: 1.25,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography>{t(`profile.earn.actions.${action}`)}</Typography>
          <Typography
            component="span"
            variant="body2"
            sx={(theme) => ({
              flexShrink: 0,
              fontWeight: 600,
              px: 1,
              py: 0.25,
              borderRadius: 1,
              color: 'text.primary',
              bgcolor: alpha(theme.palette.secondary.main, 0.12),
              whiteSpace: 'nowrap',
            })}
          >
            {t('profile.earn.value', { count: POINTS[action], formatted: number.format(POINTS[action]) })}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
