import { Link as RouterLink } from 'react-router';
import { Alert, Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { CenteredStatus } from '../../../components/centered-status';
import { PageHeader } from '../../../components/page-header';
import { TripUnavailable, useRouteTrip } from '../../trips/components';
import { AddFlightButton, FlightList } from '../components/flight-list';

/** `/trips/:tripId/flight`: the flights tab's list on a page of its own. */
export function TripFlightsPage() {
  const { t } = useTranslation();
  const { tripId, query, notFound } = useRouteTrip();
  if (query.isPending) return <CenteredStatus text={t('common.loading')} />;
  if (notFound) return <TripUnavailable reason="notFound" />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  const trip = query.data;
  return (
    <>
      <Button
        component={RouterLink}
        to={`/trips/${tripId}?tab=flights`}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1, ml: -1 }}
      >
        {t('flights.backToTrip')}
      </Button>
      <PageHeader
        title={t('flights.title')}
        subtitle={trip.title}
        action={trip.permissions.canEdit ? <AddFlightButton tripId={tripId} /> : undefined}
      />
      <FlightList trip={trip} addButton={false} />
    </>
  );
}
