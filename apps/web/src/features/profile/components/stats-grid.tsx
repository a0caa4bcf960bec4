import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import FlightTakeoffOutlinedIcon from '@mui/icons-material/FlightTakeoffOutlined';
import PublicOutlinedIcon from '@mui/icons-material/PublicOutlined';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@trilha/shared';
import { currentLanguage } from '../../../lib/i18n/i18n';

export function StatsGrid({ stats }: { stats: Profile['stats'] }) {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(currentLanguage());
  const items = [
    {
      key: 'trips',
      icon: <FlightTakeoffOutlinedIcon />,
      label: t('profile.stats.trips', { count: stats.trips }),
    },
    {
      key: 'countries',
      icon: <PublicOutlinedIcon />,
      label: t('profile.stats.countries', { count: stats.countries }),
    },
    {
      key: 'days',
      icon: <CalendarMonthOutlinedIcon />,
      label: t('profile.stats.days', { count: stats.days }),
    },
  ] as const;
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        p: 0,
        m: 0,
        listStyle: 'none',
      }}
    >
      {items.map((item) => (
        <Box
          component="li"
          key={item.key}
          sx={(theme) => ({
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            p: 2,
            borderRadius: 2,
            bgcolor: alpha(theme.palette.primary.main, 0.06),
            '& svg': { color: 'secondary.main' },
          })}
        >
          {item.icon}
          <Box>
            <Typography variant="h3" component="p">
              {number.format(stats[item.key])}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {item.label}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
