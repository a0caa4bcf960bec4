import { Box, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PublicDay, PublicTrip } from '@trilha/shared';
import { SectionCard } from '../../../components/section-card';
import { dayText } from './format';
import {
  PublicChecklist,
  PublicCosts,
  PublicFlights,
  PublicStays,
  PublicTips,
  PublicTours,
} from './public-trip-sections';

function Day({ day, number }: { day: PublicDay; number: number }) {
  const { t } = useTranslation();
  const title = t('publicTrip.dayTitle', { number, date: dayText(day.date) });
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {day.items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('publicTrip.dayEmpty')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {day.items.map((item, index) => (
            <ListItem key={index} disableGutters sx={{ alignItems: 'flex-start', gap: 1.5 }}>
              <Typography variant="body2" color="text.secondary" sx={{ width: 72, flexShrink: 0, pt: 0.75 }}>
                {item.time ?? t(`itinerary.timesOfDay.${item.timeOfDay}`)}
              </Typography>
              <ListItemText
                primary={item.placeName}
                secondary={[item.location, item.notes].filter(Boolean).join(' · ') || undefined}
                sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

/** A trip's public page: its plan by day, then its bookings, tips, checklist and (if shown) costs. */
export function PublicTripView({ trip }: { trip: PublicTrip }) {
  const { t } = useTranslation();
  const place = [trip.destination.name, trip.destination.country].filter(Boolean).join(', ');
  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <Box component="header">
        <Typography variant="overline" color="text.secondary">
          {t('publicTrip.kicker')}
        </Typography>
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, overflowWrap: 'anywhere' }}
        >
          {trip.title}
        </Typography>
        <Typography color="text.secondary">
          {t('publicTrip.where', {
            place,
            start: dayText(trip.startDate),
            end: dayText(trip.endDate),
          })}
        </Typography>
      </Box>
      <SectionCard title={t('publicTrip.days')}>
        <Stack spacing={2}>
          {trip.days.map((day, index) => (
            <Day key={day.date} day={day} number={index + 1} />
          ))}
        </Stack>
      </SectionCard>
      <PublicFlights flights={trip.flights} />
      <PublicStays stays={trip.stays} />
      <PublicTours tours={trip.tours} />
      <PublicTips tips={trip.tips} />
      <PublicChecklist checklist={trip.checklist} />
      <PublicCosts costs={trip.costs} />
      <Typography variant="body2" color="text.secondary">
        {t('publicTrip.readOnly')}
      </Typography>
    </Stack>
  );
}
