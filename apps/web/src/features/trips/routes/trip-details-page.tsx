import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { CenteredStatus } from '../../../components/centered-status';
import { TripScreen } from '../components/screen/trip-screen';
import type { TripAction, TripSection } from '../components/screen/trip-screen-types';
import { TripUnavailable } from '../components/trip-unavailable';
import { useRouteTrip } from '../components/use-route-trip';
import { PendingChanges } from '../../../components/pending-changes';

/**
 * One trip: loading, not found or failed, else its screen with the sections and header actions the app
 * composes (app/trip-screen), so this trip core imports none of the features that plug into it.
 */
export function TripDetailsPage({
  sections,
  actions,
}: {
  sections: readonly TripSection[];
  actions: readonly TripAction[];
}) {
  const { t } = useTranslation();
  const { tripId, query, notFound } = useRouteTrip();
  if (query.isPending) return <CenteredStatus text={t('common.loading')} />;
  if (notFound) return <TripUnavailable reason="notFound" />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  return (
    <>
      <PendingChanges tripId={tripId} />
      <TripScreen trip={query.data} sections={sections} actions={actions} />
    </>
  );
}
