import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { CenteredStatus } from '../../../components/centered-status';
import { TripHeader } from '../components/details/trip-header';
import { TripTabs } from '../components/details/trip-tabs';
import { TripUnavailable } from '../components/trip-unavailable';
import { useRouteTrip } from '../components/use-route-trip';
import { useKeepTripsOffline } from '../../offline/keep-offline';
import { PendingChanges } from '../../offline/components/pending-changes';

export function TripDetailsPage() {
  const { t } = useTranslation();
  const { tripId, query, notFound } = useRouteTrip();
  useKeepTripsOffline(query.isSuccess ? [tripId] : []);
  if (query.isPending) return <CenteredStatus text={t('common.loading')} />;
  if (notFound) return <TripUnavailable reason="notFound" />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  return (
    <>
      <PendingChanges tripId={tripId} />
      <TripHeader trip={query.data} />
      <TripTabs trip={query.data} />
    </>
  );
}
