import { useState } from 'react';
import { Box, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { format } from 'date-fns';
import type { CalendarEvent } from '@trilha/shared';
import { isoDate, parseDay } from '../utils/calendar-dates';
import { eventsByDay } from '../utils/calendar-events';
import { DayEventList } from './day-event-list';
import { MonthGrid } from './month-grid';
import type { CalendarPeriod } from './use-calendar-period';
import { WeekView } from './week-view';

/** The month or week of events; in the month view a chosen day's full list sits under the grid. */
export function CalendarBody({
  period,
  events,
  label,
}: {
  period: CalendarPeriod;
  events: CalendarEvent[];
  label: string;
}) {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [selected, setSelected] = useState<string>();
  const byDay = eventsByDay(events, period.days.map(isoDate));
  const selectedDay = parseDay(selected ?? null);
  if (period.view === 'week') {
    return <WeekView days={period.days} events={events} byDay={byDay} locale={period.locale} />;
  }
  return (
    <>
      <MonthGrid
        month={period.date}
        days={period.days}
        events={events}
        byDay={byDay}
        selected={selected}
        compact={compact}
        locale={period.locale}
        label={label}
        onSelect={setSelected}
      />
      {selected && selectedDay && byDay.has(selected) && (
        <Box component="section" aria-live="polite" sx={{ mt: 2 }}>
          <Typography
            variant="subtitle1"
            component="h3"
            sx={{ mb: 1, '&::first-letter': { textTransform: 'uppercase' } }}
          >
            {format(selectedDay, 'PPPP', { locale: period.locale })}
          </Typography>
          <DayEventList
            label={format(selectedDay, 'PPPP', { locale: period.locale })}
            events={byDay.get(selected)}
          />
        </Box>
      )}
    </>
  );
}
