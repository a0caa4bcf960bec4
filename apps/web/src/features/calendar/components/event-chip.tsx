import { Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '@trilha/shared';
import { eventLink, eventTime } from '../utils/calendar-events';
import { eventLook, EventTypeIcon } from './event-type';

/**
 * One event inside a month cell: a coloured bar for an all-day span (a trip, a stay, a tour with no
 * time), a line with its type's icon and time otherwise.
 */
export function EventChip({ event }: { event: CalendarEvent }) {
  const { t } = useTranslation();
  const { color, onColor } = eventLook(event);
  const time = eventTime(event);
  const span = event.allDay;
  return (
    <Link
      component={RouterLink}
      to={eventLink(event)}
      underline="hover"
      title={
        event.type === 'trip'
          ? event.title
          : `${t(`calendar.types.${event.type}`)} · ${event.title} · ${event.tripTitle}`
      }
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
        color: span ? onColor : 'text.primary',
        bgcolor: span ? color : 'transparent',
      }}
    >
      <EventTypeIcon event={event} onBar={span} />
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
