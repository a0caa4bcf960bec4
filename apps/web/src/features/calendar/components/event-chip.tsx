import { Box } from '@mui/material';
import type { CalendarEvent } from '@trilha/shared';
import { eventTime } from '../utils/calendar-events';
import { EventLink, EventTitle } from './event-link';
import { barColors, EventTypeIcon } from './event-type';

/**
 * One event inside a month cell: a coloured bar for an all-day span (a trip, a stay, a tour with no
 * time), a line with its type's icon and time otherwise.
 */
export function EventChip({ event }: { event: CalendarEvent }) {
  const time = eventTime(event);
  const span = event.allDay;
  return (
    <EventLink
      event={event}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 0.5,
        borderRadius: 1,
        fontSize: '0.75rem',
        lineHeight: 1.6,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        ...(span ? barColors(event) : { color: 'text.primary', bgcolor: 'transparent' }),
      }}
    >
      <EventTypeIcon event={event} onBar={span} />
      {time && (
        <Box component="span" sx={{ fontWeight: 600, flex: 'none' }}>
          {time}
        </Box>
      )}
      <EventTitle event={event} />
    </EventLink>
  );
}
