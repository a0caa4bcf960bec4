import { Box, Button, IconButton, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import type { CalendarView } from '../utils/calendar-dates';
import type { CalendarPeriod } from './use-calendar-period';

function usePeriodTitle({ view, date, days, locale }: CalendarPeriod): string {
  const { t } = useTranslation();
  if (view === 'month') return format(date, t('calendar.format.month'), { locale });
  const [first, last] = [days[0] as Date, days[days.length - 1] as Date];
  return t('calendar.format.week', {
    start: format(first, 'PP', { locale }),
    end: format(last, 'PP', { locale }),
  });
}

export function CalendarToolbar({ period }: { period: CalendarPeriod }) {
  const { t } = useTranslation();
  const title = usePeriodTitle(period);
  const unit = period.view === 'month' ? 'Month' : 'Week';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      <IconButton aria-label={t(`calendar.nav.previous${unit}`)} onClick={() => period.step(-1)}>
        <ChevronLeftIcon />
      </IconButton>
      <Button variant="outlined" size="small" onClick={period.today}>
        {t('calendar.nav.today')}
      </Button>
      <IconButton aria-label={t(`calendar.nav.next${unit}`)} onClick={() => period.step(1)}>
        <ChevronRightIcon />
      </IconButton>
      <Typography
        variant="h3"
        component="h2"
        aria-live="polite"
        sx={{ flexGrow: 1, mx: 1, '&::first-letter': { textTransform: 'uppercase' } }}
      >
        {title}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={period.view}
        aria-label={t('calendar.view.label')}
        onChange={(_, view: CalendarView | null) => view && period.setView(view)}
      >
        <ToggleButton value="month">{t('calendar.view.month')}</ToggleButton>
        <ToggleButton value="week">{t('calendar.view.week')}</ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
