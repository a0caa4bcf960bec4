import { Box, Stack, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { format, isToday, type Locale } from 'date-fns';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '@trilha/shared';
import { isoDate } from '../utils/calendar-dates';
import { eventCount, weekSegments, type DayEvents } from '../utils/calendar-events';
import { DayEventList } from './day-event-list';
import { EventChip } from './event-chip';
import { BAR_HEIGHT, SpanBar } from './span-bar';

// The day's heading, in a fixed line so the week's bars can start right under it.
const HEADING_LINE = 24;

function WeekDay({
  day,
  events,
  locale,
  lanes,
}: {
  day: Date;
  events: DayEvents | undefined;
  locale: Locale;
  /** On a wide screen the week's bars sit over the columns: the day keeps their rows free. */
  lanes?: number;
}) {
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
        sx={{
          lineHeight: `${HEADING_LINE}px`,
          textTransform: 'capitalize',
          color: isToday(day) ? 'primary.main' : 'text.primary',
        }}
      >
        {format(day, 'EEE d', { locale })}
      </Typography>
      {lanes === undefined ? (
        <Stack sx={{ gap: 0.25, my: 0.5 }}>
          {events?.spans.map((event, index) => (
            <EventChip key={index} event={event} />
          ))}
        </Stack>
      ) : (
        <Box sx={{ height: lanes * BAR_HEIGHT.wide, my: 0.5 }} />
      )}
      {events && events.items.length > 0 && (
        <DayEventList label={fullDate} events={{ spans: [], items: events.items }} narrow />
      )}
    </Box>
  );
}

/**
 * Seven columns on a wide screen, a trip or stay drawn once across the days it covers; one day under the
 * other on a phone, each with what it holds.
 */
export function WeekView({
  days,
  events,
  byDay,
  locale,
}: {
  days: Date[];
  events: CalendarEvent[];
  byDay: Map<string, DayEvents>;
  locale: Locale;
}) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const segments = wide ? weekSegments(events, days.map(isoDate)) : [];
  const lanes = Math.max(0, ...segments.map((segment) => segment.lane + 1));
  return (
    <Box
      sx={{
        position: 'relative',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'repeat(7, minmax(0, 1fr))' },
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        minHeight: { md: 320 },
      }}
    >
      {days.map((day) => (
        <WeekDay
          key={isoDate(day)}
          day={day}
          events={byDay.get(isoDate(day))}
          locale={locale}
          lanes={wide ? lanes : undefined}
        />
      ))}
      {segments.map((segment, index) => (
        // Under the headings: the column's padding, the heading's line and the gap above the rows.
        <SpanBar key={index} segment={segment} compact={false} top={8 + HEADING_LINE + 4} />
      ))}
    </Box>
  );
}
