import { Link as RouterLink } from 'react-router';
import { Alert, Button, Card, CardContent } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { CenteredStatus } from '../../../components/centered-status';
import { PageHeader } from '../../../components/page-header';
import { TripUnavailable, useRouteTrip } from '../../trips/components';
import { BookingsList } from '../components/bookings-list';

/** `/trips/:tripId/booking`: the trip's lodging on a page of its own. */
export function BookingsPage() {
  const { t } = useTranslation();
  const { tripId, query, notFound } = useRouteTrip();
  if (query.isPending) return <CenteredStatus text={t('common.loading')} />;
  if (notFound) return <TripUnavailable reason="notFound" />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  return (
    <>
      <Button
        component={RouterLink}
        to={`/trips/${tripId}?tab=bookings`}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1, ml: -1 }}
      >
        {t('bookings.back')}
      </Button>
      <PageHeader title={t('bookings.title')} subtitle={query.data.title} />
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <BookingsList trip={query.data} />
        </CardContent>
      </Card>
    </>
  );
}
