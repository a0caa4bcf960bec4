import { Box, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { datesBetween, dayEntries, type TripDetail } from '@trilha/shared';
import { DayTimeline } from '../day/day-timeline';
import { useItineraryLabels } from '../itinerary/use-itinerary-labels';
import { SummaryItemTitle, SummarySection } from './summary-section';

/**
 * The trip's days with something planned, each in the day view's time order (shared `dayEntries`), then
 * the days that kept places after the trip's dates changed, as the PDF export lists them.
 */
function plannedDays(trip: TripDetail) {
  const plan = {
    itinerary: trip.itinerary.flatMap((day) => day.items),
    flights: trip.flights,
    bookings: trip.bookings,
    tours: trip.tours,
  };
  const outside = trip.itinerary.filter((day) => day.outsideTrip).map((day) => day.date);
  return [
    ...datesBetween(trip.startDate, trip.endDate).map((date) => ({ date, outsideTrip: false })),
    ...outside.map((date) => ({ date, outsideTrip: true })),
  ]
    .map((day) => ({ ...day, entries: dayEntries(day.date, plan) }))
    .filter((day) => day.entries.length > 0);
}

export function SummaryItinerary({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  const { dayTitle } = useItineraryLabels();
  const days = plannedDays(trip);
  if (days.length === 0) return null;
  return (
    <SummarySection title={t('itinerary.tab')}>
      <Stack spacing={2}>
        {days.map((day) => {
          const title = dayTitle(day, trip.startDate);
          return (
            <Box component="section" key={day.date} aria-label={title}>
              <SummaryItemTitle>{title}</SummaryItemTitle>
              <DayTimeline entries={day.entries} tripId={trip._id} />
            </Box>
          );
        })}
      </Stack>
    </SummarySection>
  );
}
