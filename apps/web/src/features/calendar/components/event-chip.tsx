import { Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { CalendarEvent } from '@trilha/shared';
import { eventLink, eventTime, tripColor } from '../utils/calendar-events';

/** One event inside a month cell: a coloured bar for an all-day span, a dotted line with its time otherwise. */
export function EventChip({ event }: { event: CalendarEvent }) {
  const color = tripColor(event.tripId);
  const time = eventTime(event);
  const span = event.allDay;
  return (
    <Link
      component={RouterLink}
      to={eventLink(event)}
      underline="hover"
      title={event.type === 'trip' ? event.title : `${event.title} · ${event.tripTitle}`}
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
        color: span ? '#fff' : 'text.primary',
        bgcolor: span ? color : 'transparent',
      }}
    >
      {!span && (
        <Box
          aria-hidden
          component="span"
          sx={{ flex: 'none', width: 6, height: 6, borderRadius: '50%', bgcolor: color }}
        />
      )}
      {time && (
        <Box component="span" sx={{ fontWeight: 600, flex: 'none' }}>
          {time}
        </Box>
      )}
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {event.title}
      </Box>
    </Link>
  );
}
