import { Box, Link, List, ListItem, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '@trilha/shared';
import { eventLink, eventTime, type DayEvents } from '../utils/calendar-events';
import { EventTypeIcon } from './event-type';

// A week column is too narrow for a time column beside the title, so there the time sits above it.
function EventRow({ event, narrow }: { event: CalendarEvent; narrow: boolean }) {
  const { t } = useTranslation();
  return (
    <ListItem
      disableGutters
      sx={{
        gap: narrow ? 0 : 1.5,
        alignItems: 'flex-start',
        py: 0.5,
        flexDirection: narrow ? 'column' : 'row',
      }}
    >
      <Typography
        variant="body2"
        sx={{ minWidth: narrow ? 0 : 64, fontWeight: 600, color: 'text.secondary' }}
      >
        {eventTime(event) ?? t('calendar.day.allDay')}
      </Typography>
      <Box
        sx={{ display: narrow ? 'none' : 'flex', flex: 'none', mt: 0.25, '& svg': { fontSize: '1.1rem' } }}
      >
        <EventTypeIcon event={event} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={eventLink(event)}
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 500 }}
        >
          {narrow && <EventTypeIcon event={event} />}
          {event.title}
        </Link>
        {event.type !== 'trip' && (
          <Typography variant="caption" component="p" color="text.secondary">
            {t('calendar.event.of', { type: t(`calendar.types.${event.type}`), trip: event.tripTitle })}
          </Typography>
        )}
      </Box>
    </ListItem>
  );
}

/** Everything on one day, all-day spans first and then the timed items in order. */
export function DayEventList({
  label,
  events,
  narrow = false,
}: {
  label: string;
  events: DayEvents | undefined;
  narrow?: boolean;
}) {
  const { t } = useTranslation();
  const all = events ? [...events.spans, ...events.items] : [];
  if (all.length === 0) return <Typography color="text.secondary">{t('calendar.day.nothing')}</Typography>;
  return (
    <List dense aria-label={label} disablePadding>
      {all.map((event, index) => (
        <EventRow
          key={`${event.type}-${event.tripId}-${event.start}-${index}`}
          event={event}
          narrow={narrow}
        />
      ))}
    </List>
  );
}
