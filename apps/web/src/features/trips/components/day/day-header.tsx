import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import type { TripDay, TripDetail } from '@trilha/shared';
import { tripDays } from '../../utils/trip-dates';
import { dayNumber, useItineraryLabels } from '../itinerary/use-itinerary-labels';

/** Trip title, the date, where it sits in the trip, and the way to the neighbouring days. */
export function DayHeader({ trip, day }: { trip: TripDetail; day: TripDay }) {
  const { t } = useTranslation();
  const { longDate } = useItineraryLabels();
  const base = `/trips/${trip._id}`;
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <Button
        component={RouterLink}
        to={`${base}?tab=itinerary`}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1, ml: -1 }}
      >
        {t('itinerary.day.back')}
      </Button>
      <Typography color="text.secondary" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {trip.title}
      </Typography>
      <Typography variant="h1" sx={{ '&::first-letter': { textTransform: 'uppercase' } }}>
        {longDate(day.date)}
      </Typography>
      {day.outsideTrip ? (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {t('itinerary.day.outside')}
        </Alert>
      ) : (
        <Typography sx={{ mt: 0.5 }}>
          {t('itinerary.day.dayOf', {
            number: dayNumber(trip.startDate, day.date),
            total: tripDays(trip.startDate, trip.endDate),
          })}
        </Typography>
      )}
      <Box component="nav" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 2 }}>
        <Button
          component={RouterLink}
          to={day.previousDate ? `${base}/day/${day.previousDate}` : '#'}
          disabled={!day.previousDate}
          variant="outlined"
          startIcon={<ChevronLeftIcon />}
        >
          {t('itinerary.day.previous')}
        </Button>
        <Button
          component={RouterLink}
          to={day.nextDate ? `${base}/day/${day.nextDate}` : '#'}
          disabled={!day.nextDate}
          variant="outlined"
          endIcon={<ChevronRightIcon />}
        >
          {t('itinerary.day.next')}
        </Button>
      </Box>
    </Box>
  );
}
