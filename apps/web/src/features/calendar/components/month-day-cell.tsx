import { useState } from 'react';
import { Box, Button, ButtonBase, Link, Popover, Stack } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { format, isToday, type Locale } from 'date-fns';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isoDate } from '../utils/calendar-dates';
import { eventCount, onlyTripOn, type DayEvents } from '../utils/calendar-events';
import { DayEventList } from './day-event-list';
import { EventChip } from './event-chip';
import { eventLook } from './event-type';
import { BAR_HEIGHT } from './span-bar';

// Beyond this many lines (rows of bars included) a cell would grow taller than its neighbours; the rest go
// behind "+N more".
const VISIBLE_EVENTS = 3;

export interface MonthDayCellProps {
  day: Date;
  events: DayEvents | undefined;
  outside: boolean;
  selected: boolean;
  compact: boolean;
  locale: Locale;
  onSelect: (date: string) => void;
  /** Rows of bars the week draws over its cells, which the cell keeps free under its number. */
  lanes: number;
  /** All-day events on this day whose bar did not fit in those rows. */
  hiddenSpans: number;
}

const cellSx = (outside: boolean, selected: boolean) => (theme: Theme) => ({
  minWidth: 0,
  minHeight: { xs: 52, sm: 112 },
  p: 0.5,
  borderRight: 1,
  borderBottom: 1,
  borderColor: 'divider',
  opacity: outside ? 0.5 : 1,
  bgcolor: selected ? alpha(theme.palette.primary.main, 0.1) : 'transparent',
});

const numberSx = (today: boolean) => ({
  width: 28,
  height: 28,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  fontSize: '0.8125rem',
  fontWeight: today ? 700 : 500,
  color: today ? 'primary.contrastText' : 'text.primary',
  bgcolor: today ? 'primary.main' : 'transparent',
});

function useDayLabel(day: Date, events: DayEvents | undefined, locale: Locale) {
  const { t } = useTranslation();
  return t('calendar.day.label', { date: format(day, 'PPPP', { locale }), count: eventCount(events) });
}

/**
 * At phone width a cell is one button: its number, room for the week's bars, and a dot per timed event;
 * the list opens below the grid.
 */
function CompactCell({ day, events, outside, selected, locale, onSelect, lanes }: MonthDayCellProps) {
  const items = events?.items ?? [];
  return (
    <ButtonBase
      aria-label={useDayLabel(day, events, locale)}
      aria-pressed={selected}
      aria-current={isToday(day) ? 'date' : undefined}
      onClick={() => onSelect(isoDate(day))}
      sx={[cellSx(outside, selected), { flexDirection: 'column', justifyContent: 'flex-start' }]}
    >
      <Box sx={numberSx(isToday(day))}>{format(day, 'd')}</Box>
      <Box sx={{ height: lanes * BAR_HEIGHT.compact, flex: 'none' }} />
      <Stack direction="row" sx={{ gap: 0.25, mt: 0.25, flexWrap: 'wrap', justifyContent: 'center' }}>
        {items.slice(0, 4).map((event, index) => (
          <Box
            key={index}
            sx={{ width: 6, height: 6, borderRadius: '50%', bgcolor: eventLook(event).color }}
          />
        ))}
      </Stack>
    </ButtonBase>
  );
}

function DayNumber({ day, events, selected, locale, onSelect }: MonthDayCellProps) {
  const label = useDayLabel(day, events, locale);
  const tripId = onlyTripOn(events);
  const common = { 'aria-label': label, 'aria-current': isToday(day) ? ('date' as const) : undefined };
  if (tripId) {
    return (
      <Link
        component={RouterLink}
        to={`/trips/${tripId}/day/${isoDate(day)}`}
        underline="none"
        sx={numberSx(isToday(day))}
        {...common}
      >
        {format(day, 'd')}
      </Link>
    );
  }
  return (
    <ButtonBase
      aria-pressed={selected}
      onClick={() => onSelect(isoDate(day))}
      sx={numberSx(isToday(day))}
      {...common}
    >
      {format(day, 'd')}
    </ButtonBase>
  );
}

export function MonthDayCell(props: MonthDayCellProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (props.compact) return <CompactCell {...props} />;
  const { day, events, outside, selected, locale, lanes, hiddenSpans } = props;
  const items = events?.items ?? [];
  const visible = Math.max(0, VISIBLE_EVENTS - lanes);
  const hidden = hiddenSpans + Math.max(0, items.length - visible);
  return (
    <Box sx={cellSx(outside, selected)}>
      <DayNumber {...props} />
      <Box sx={{ height: lanes * BAR_HEIGHT.wide }} />
      <Stack sx={{ gap: 0.25, mt: 0.25 }}>
        {items.slice(0, visible).map((event, index) => (
          <EventChip key={index} event={event} />
        ))}
      </Stack>
      {hidden > 0 && (
        <Button
          size="small"
          onClick={(click) => setAnchor(click.currentTarget)}
          sx={{ minWidth: 0, px: 0.5, py: 0 }}
        >
          {t('calendar.day.more', { count: hidden })}
        </Button>
      )}
      <Popover open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)}>
        <Box sx={{ p: 2, maxWidth: 340 }}>
          <DayEventList label={format(day, 'PPPP', { locale })} events={events} />
        </Box>
      </Popover>
    </Box>
  );
}
