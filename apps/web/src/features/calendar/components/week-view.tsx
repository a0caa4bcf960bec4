import { Box, Stack, Typography } from '@mui/material';
import { format, isToday, type Locale } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { isoDate } from '../utils/calendar-dates';
import { eventCount, type DayEvents } from '../utils/calendar-events';
import { DayEventList } from './day-event-list';
import { EventChip } from './event-chip';

function WeekDay({ day, events, locale }: { day: Date; events: DayEvents | undefined; locale: Locale }) {
  const { t } = useTranslation();
  const fullDate = format(day, 'PPPP', { locale });
  return (
    <Box
      component="section"
      aria-label={t('calendar.day.label', { date: fullDate, count: eventCount(events) })}
      // A responsive `border` shorthand resets the colour, so the divider colour goes in each value.
      sx={(theme) => ({
        minWidth: 0,
        p: 1,
        borderRight: { md: `1px solid ${theme.palette.divider}` },
        borderBottom: { xs: `1px solid ${theme.palette.divider}`, md: 0 },
        '&:last-of-type': { border: 0 },
      })}
    >
      <Typography
        variant="subtitle2"
        component="h3"
        aria-current={isToday(day) ? 'date' : undefined}
        sx={{ textTransform: 'capitalize', color: isToday(day) ? 'primary.main' : 'text.primary' }}
      >
        {format(day, 'EEE d', { locale })}
      </Typography>
      <Stack sx={{ gap: 0.25, my: 0.5 }}>
        {events?.spans.map((event, index) => (
          <EventChip key={index} event={event} />
        ))}
      </Stack>
      {events && events.items.length > 0 && (
        <DayEventList label={fullDate} events={{ spans: [], items: events.items }} narrow />
      )}
    </Box>
  );
}

/** Seven columns on a wide screen, one day under the other on a phone. */
export function WeekView({
  days,
  byDay,
  locale,
}: {
  days: Date[];
  byDay: Map<string, DayEvents>;
  locale: Locale;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'repeat(7, minmax(0, 1fr))' },
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        minHeight: { md: 320 },
      }}
    >
      {days.map((day) => (
        <WeekDay key={isoDate(day)} day={day} events={byDay.get(isoDate(day))} locale={locale} />
      ))}
    </Box>
  );
}
