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
import { timelineDays } from './timeline-days';

function Milestone({ text }: { text: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
      <FlagOutlinedIcon fontSize="small" aria-hidden />
      <Typography sx={{ fontWeight: 600 }}>{text}</Typography>
    </Box>
  );
}

/** Every dated thing of the trip, day after day, from its start to its end. */
export function TimelineTab({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  const query = useQuery(tripQueries.itinerary(trip._id));
  const { dayTitle, longDate } = useItineraryLabels();
  if (!query.data) return <PlanQueryStatus query={query} />;
  const days = timelineDays(query.data);
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
        <Milestone text={t('timeline.starts', { date: longDate(trip.startDate) })} />
        {days.map((day) => (
          <Box component="section" key={day.date} aria-label={dayTitle(day, trip.startDate)}>
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
            <DayTimeline entries={day.entries} />
          </Box>
        ))}
        <Milestone text={t('timeline.ends', { date: longDate(trip.endDate) })} />
      </Stack>
    </SectionCard>
  );
}
