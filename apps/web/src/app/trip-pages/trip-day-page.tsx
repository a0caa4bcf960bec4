import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, Stack } from '@mui/material';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import { useTranslation } from 'react-i18next';
import { errorMessage, errorStatus } from '../../lib/api-errors';
import { CenteredStatus } from '../../components/centered-status';
import { EmptyState } from '../../components/empty-state';
import { tripQueries } from '../../features/trips/api/trip-queries';
import { DayHeader } from '../../features/trips/components/day/day-header';
import { DayTimeline } from '../../features/trips/components/day/day-timeline';
import { TripUnavailable } from '../../features/trips/components/trip-unavailable';
import { useRouteTrip } from '../../features/trips/components/use-route-trip';
import { DayExpenses } from '../../features/expenses/components/day-expenses';
import { QueuedList } from '../../components/offline/queued-rows';

function EmptyDay({ tripId }: { tripId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <EmptyState
        icon={<EventNoteOutlinedIcon />}
        title={t('itinerary.day.emptyTitle')}
        description={t('itinerary.day.emptyDescription')}
      />
      <Box sx={{ display: 'flex', justifyContent: 'center', pb: 4 }}>
        <Button component={RouterLink} to={`/trips/${tripId}?tab=itinerary`} variant="contained">
          {t('itinerary.day.addPlaces')}
        </Button>
      </Box>
    </>
  );
}

/**
 * Everything that happens on one day of a trip, in time order, and what was spent on it: the trip core's
 * day with the expenses feature's spending and the changes still waiting to be sent.
 */
export function TripDayPage() {
  const { t } = useTranslation();
  const { date = '' } = useParams();
  const { tripId, query: trip, notFound } = useRouteTrip();
  const day = useQuery({ ...tripQueries.day(tripId, date), enabled: trip.isSuccess });
  if (notFound || (day.isError && errorStatus(day.error) === 404))
    return <TripUnavailable reason="notFound" />;
  if (trip.isError) return <Alert severity="error">{errorMessage(trip.error)}</Alert>;
  if (day.isError) return <Alert severity="error">{errorMessage(day.error)}</Alert>;
  if (!trip.isSuccess || !day.isSuccess) return <CenteredStatus text={t('common.loading')} />;
  return (
    <>
      <DayHeader trip={trip.data} day={day.data} />
      <Stack spacing={3}>
        <Card>
          <CardContent sx={{ p: { xs: 1.5, sm: 3 } }}>
            <QueuedList
              tripId={tripId}
              kind="itinerary-item"
              match={(variables) => variables.input.date === date}
            />
            {day.data.entries.length === 0 ? (
              <EmptyDay tripId={tripId} />
            ) : (
              <DayTimeline entries={day.data.entries} tripId={tripId} />
            )}
          </CardContent>
        </Card>
        <DayExpenses trip={trip.data} day={day.data} />
      </Stack>
    </>
  );
}
