import { useParams } from 'react-router';
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { CenteredStatus } from '../../../components/centered-status';
import { PageHeader } from '../../../components/page-header';
import { TripForm } from '../components/form/trip-form';
import { TripUnavailable } from '../components/trip-unavailable';
import { useRouteTrip } from '../components/use-route-trip';

function EditTrip() {
  const { t } = useTranslation();
  const { tripId, query, notFound } = useRouteTrip();
  if (query.isPending) return <CenteredStatus text={t('common.loading')} />;
  if (notFound) return <TripUnavailable reason="notFound" />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  if (!query.data.permissions.canEdit) return <TripUnavailable reason="forbidden" tripId={tripId} />;
  return (
    <>
      <PageHeader title={t('trips.form.editTitle')} subtitle={query.data.title} />
      <TripForm trip={query.data} />
    </>
  );
}

/** `/plan-trip` plans a new trip; `/plan-trip/:tripId` edits one. */
export function PlanTripPage() {
  const { t } = useTranslation();
  const { tripId } = useParams();
  if (tripId) return <EditTrip key={tripId} />;
  return (
    <>
      <PageHeader title={t('trips.form.createTitle')} subtitle={t('trips.form.createSubtitle')} />
      <TripForm />
    </>
  );
}
