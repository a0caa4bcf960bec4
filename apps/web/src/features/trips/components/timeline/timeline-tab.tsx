import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import TimelineOutlinedIcon from '@mui/icons-material/TimelineOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { useTranslation } from 'react-i18next';
import type { TripDetail } from '@trilha/shared';
import { EmptyState } from '../../../../components/empty-state';
import { SectionCard } from '../../../../components/section-card';
import { tripQueries } from '../../api/trip-queries';
import { DayTimeline } from '../day/day-timeline';
import { useItineraryLabels } from '../itinerary/use-itinerary-labels';
import { PlanQueryStatus } from '../plan/plan-query-status';
import type { UseTripItems } from '../plan/trip-item-queries';
import { timelineDays, type TimelineDay } from './timeline-days';

function Milestone({ text }: { text: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
      <FlagOutlinedIcon fontSize="small" aria-hidden />
      <Typography sx={{ fontWeight: 600 }}>{text}</Typography>
    </Box>
  );
}

function TimelineDaySection({ day, trip }: { day: TimelineDay; trip: TripDetail }) {
  const { dayTitle } = useItineraryLabels();
  return (
    <Box component="section" aria-label={dayTitle(day, trip.startDate)}>
      <Link
        component={RouterLink}
        to={`/trips/${trip._id}/day/${day.date}`}
        variant="h6"
        underline="hover"
        sx={{
          display: 'inline-block',
          mb: 1,
          color: day.outsideTrip ? 'warning.main' : 'text.primary',
        }}
      >
        {dayTitle(day, trip.startDate)}
      </Link>
      <DayTimeline entries={day.entries} tripId={trip._id} />
    </Box>
  );
}

/**
 * Every dated thing of the trip (flights, stays, tours, itinerary), day after day, between the trip's
 * start and end milestones; days outside the trip's dates sit before or after them.
 */
export function TimelineTab({ trip, useItems }: { trip: TripDetail; useItems: UseTripItems }) {
  const { t } = useTranslation();
  const itineraryQuery = useQuery(tripQueries.itinerary(trip._id));
  const items = useItems(trip._id);
  const queries = [itineraryQuery, items.flights, items.bookings, items.tours] as const;
  const [itinerary, flights, bookings, tours] = queries;
  const { longDate } = useItineraryLabels();
  if (!itinerary.data || !flights.data || !bookings.data || !tours.data) {
    return <PlanQueryStatus query={queries.find((query) => query.isError) ?? queries[0]} />;
  }
  const days = timelineDays(trip, {
    itinerary: itinerary.data.flatMap((day) => day.items),
    flights: flights.data,
    bookings: bookings.data,
    tours: tours.data,
  });
  if (days.length === 0) {
    return (
      <SectionCard title={t('timeline.tab')}>
        <EmptyState
          icon={<TimelineOutlinedIcon />}
          title={t('timeline.emptyTitle')}
          description={t('timeline.emptyDescription')}
        />
        <Box sx={{ textAlign: 'center', pb: 2 }}>
          <Button component={RouterLink} to="?tab=itinerary" variant="outlined">
            {t('timeline.openItinerary')}
          </Button>
        </Box>
      </SectionCard>
    );
  }
  return (
    <SectionCard title={t('timeline.tab')}>
      <Stack spacing={3}>
        {days
          .filter((day) => day.date < trip.startDate)
          .map((day) => (
            <TimelineDaySection key={day.date} day={day} trip={trip} />
          ))}
        <Milestone text={t('timeline.starts', { date: longDate(trip.startDate) })} />
        {days
          .filter((day) => !day.outsideTrip)
          .map((day) => (
            <TimelineDaySection key={day.date} day={day} trip={trip} />
          ))}
        <Milestone text={t('timeline.ends', { date: longDate(trip.endDate) })} />
        {days
          .filter((day) => day.date > trip.endDate)
          .map((day) => (
            <TimelineDaySection key={day.date} day={day} trip={trip} />
          ))}
      </Stack>
    </SectionCard>
  );
}
