import { Box } from '@mui/material';
import { format, isSameMonth, type Locale } from 'date-fns';
import { isoDate } from '../utils/calendar-dates';
import type { DayEvents } from '../utils/calendar-events';
import { MonthDayCell } from './month-day-cell';

interface MonthGridProps {
  month: Date;
  days: Date[];
  byDay: Map<string, DayEvents>;
  selected: string | undefined;
  compact: boolean;
  locale: Locale;
  label: string;
  onSelect: (date: string) => void;
}

export function MonthGrid({
  month,
  days,
  byDay,
  selected,
  compact,
  locale,
  label,
  onSelect,
}: MonthGridProps) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
        borderTop: 1,
        borderLeft: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      {days.slice(0, 7).map((day) => (
        <Box
          key={`head-${isoDate(day)}`}
          aria-hidden
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
          {format(day, compact ? 'EEEEE' : 'EEE', { locale })}
        </Box>
      ))}
      {days.map((day) => (
        <MonthDayCell
          key={isoDate(day)}
          day={day}
          events={byDay.get(isoDate(day))}
          outside={!isSameMonth(day, month)}
          selected={selected === isoDate(day)}
          compact={compact}
          locale={locale}
          onSelect={onSelect}
        />
      ))}
    </Box>
  );
}
