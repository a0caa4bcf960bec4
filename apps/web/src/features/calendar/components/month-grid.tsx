import { Box } from '@mui/material';
import { format, isSameMonth, type Locale } from 'date-fns';
import type { CalendarEvent } from '@trilha/shared';
import { isoDate } from '../utils/calendar-dates';
import { weekSegments, type DayEvents } from '../utils/calendar-events';
import { MonthDayCell } from './month-day-cell';
import { SpanBar } from './span-bar';

// Beyond this many rows of bars a week would grow taller than its neighbours; the rest go behind "+N more".
export const MAX_LANES = 3;

interface MonthGridProps {
  month: Date;
  days: Date[];
  events: CalendarEvent[];
  byDay: Map<string, DayEvents>;
  selected: string | undefined;
  compact: boolean;
  locale: Locale;
  label: string;
  onSelect: (date: string) => void;
}

function weeksOf(days: Date[]): Date[][] {
  const weeks: Date[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}

/**
 * One week of the month: its seven cells, and over them a bar for each all-day event (a trip, a stay)
 * across the days it covers, so a trip of several days reads as one thing, cut only where the week ends.
 */
function MonthWeek({ week, events, ...props }: Omit<MonthGridProps, 'days' | 'label'> & { week: Date[] }) {
  const days = week.map(isoDate);
  const segments = weekSegments(events, days);
  const shown = segments.filter((segment) => segment.lane < MAX_LANES);
  const lanes = Math.min(MAX_LANES, Math.max(0, ...segments.map((segment) => segment.lane + 1)));
  return (
    <Box
      role="presentation"
      sx={{ position: 'relative', display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }}
    >
      {week.map((day, column) => (
        <MonthDayCell
          key={days[column]}
          day={day}
          events={props.byDay.get(days[column] as string)}
          outside={!isSameMonth(day, props.month)}
          selected={props.selected === days[column]}
          compact={props.compact}
          locale={props.locale}
          onSelect={props.onSelect}
          lanes={lanes}
          hiddenSpans={
            segments.filter(
              (segment) => segment.lane >= MAX_LANES && segment.first <= column && segment.last >= column,
            ).length
          }
        />
      ))}
      {shown.map((segment, index) => (
        <SpanBar key={index} segment={segment} compact={props.compact} />
      ))}
    </Box>
  );
}

export function MonthGrid({ days, label, ...props }: MonthGridProps) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ borderTop: 1, borderLeft: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
    >
      <Box aria-hidden sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }}>
        {days.slice(0, 7).map((day) => (
          <Box
            key={`head-${isoDate(day)}`}
            sx={{
              py: 0.5,
              textAlign: 'center',
              fontSize: '0.75rem',
              fontWeight: 600,
              color: 'text.secondary',
              borderRight: 1,
              borderBottom: 1,
              borderColor: 'divider',
              textTransform: 'capitalize',
            }}
          >
            {format(day, props.compact ? 'EEEEE' : 'EEE', { locale: props.locale })}
          </Box>
        ))}
      </Box>
      {weeksOf(days).map((week) => (
        <MonthWeek key={isoDate(week[0] as Date)} week={week} {...props} />
      ))}
    </Box>
  );
}
