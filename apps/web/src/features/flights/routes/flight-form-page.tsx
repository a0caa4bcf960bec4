import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import type { TripDetail } from '@trilha/shared';
import { errorMessage, errorStatus } from '../../../lib/api-errors';
import { CenteredStatus } from '../../../components/centered-status';
import { PageHeader } from '../../../components/page-header';
import { TripUnavailable, useRouteTrip } from '../../trips/components';
import { flightQueries } from '../api/flight-queries';
import { FlightForm } from '../components/form/flight-form';

/** The trip of the route, once it is there and the user may change it. */
function WritableTrip({ children }: { children: (trip: TripDetail) => ReactNode }) {
  const { t } = useTranslation();
  const { tripId, query, notFound } = useRouteTrip();
  if (query.isPending) return <CenteredStatus text={t('common.loading')} />;
  if (notFound) return <TripUnavailable reason="notFound" />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  if (!query.data.permissions.canEdit) return <TripUnavailable reason="forbidden" tripId={tripId} />;
  return children(query.data);
}

function FormPage({ trip, title, children }: { trip: TripDetail; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        component={RouterLink}
        to={`/trips/${trip._id}?tab=flights`}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1, ml: -1 }}
      >
        {t('flights.backToFlights')}
      </Button>
      <PageHeader title={title} subtitle={trip.title} />
      {children}
    </>
  );
}

/** `/trips/:tripId/add-flight`. */
export function AddFlightPage() {
  const { t } = useTranslation();
  return (
    <WritableTrip>
      {(trip) => (
        <FormPage trip={trip} title={t('flights.form.addTitle')}>
          <FlightForm key={trip._id} trip={trip} />
        </FormPage>
      )}
    </WritableTrip>
  );
}

function EditFlight({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  const { flightId = '' } = useParams();
  const query = useQuery(flightQueries.detail(trip._id, flightId));
  let content: ReactNode;
  if (query.isPending) content = <CenteredStatus text={t('common.loading')} />;
  else if (query.isError)
    content = (
      <Alert severity="error">
        {errorStatus(query.error) === 404 ? t('flights.notFound') : errorMessage(query.error)}
      </Alert>
    );
  // Mounted once the flight is here, so the form starts from it.
  else content = <FlightForm key={query.data._id} trip={trip} flight={query.data} />;
  return (
    <FormPage trip={trip} title={t('flights.form.editTitle')}>
      {content}
    </FormPage>
  );
}

/** `/trips/:tripId/edit-flight/:flightId`. */
export function EditFlightPage() {
  return <WritableTrip>{(trip) => <EditFlight trip={trip} />}</WritableTrip>;
}
