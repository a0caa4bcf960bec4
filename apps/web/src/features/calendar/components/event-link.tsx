import type { ReactNode } from 'react';
import { Box, Link, type SxProps, type Theme } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '@trilha/shared';
import { eventLink } from '../utils/calendar-events';

/**
 * A link to an event in the month and week views (a chip in a cell, a span's bar), labelled on hover with
 * its type, title and trip; a trip only with its title.
 */
export function EventLink({
  event,
  sx,
  children,
}: {
  event: CalendarEvent;
  sx: SxProps<Theme>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
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
      sx={sx}
    >
      {children}
    </Link>
  );
}

/** The event's title, cut with an ellipsis where its chip or bar ends. */
export function EventTitle({ event }: { event: CalendarEvent }) {
  return (
    <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
      {event.title}
    </Box>
  );
}
