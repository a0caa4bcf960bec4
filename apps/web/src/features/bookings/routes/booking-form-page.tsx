import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Card } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import { useTranslation } from 'react-i18next';
import type { TripDetail } from '@trilha/shared';
import { errorMessage } from '../../../lib/api-errors';
import { CenteredStatus } from '../../../components/centered-status';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { bookingQueries, invalidateBookings } from '../api/booking-queries';
import { ItemFilesSection, TripUnavailable, useRouteTrip } from '../../trips/components';
import { BookingForm } from '../components/booking-form';

function BackLink({ tripId }: { tripId: string }) {
  const { t } = useTranslation();
  return (
    <Button
      component={RouterLink}
      to={`/trips/${tripId}?tab=bookings`}
      startIcon={<ArrowBackIcon />}
      sx={{ mb: 1, ml: -1 }}
    >
      {t('bookings.back')}
    </Button>
  );
}

/** The stay being edited, read from the trip's list (usually already loaded by the tab). */
function EditBooking({ trip, bookingId }: { trip: TripDetail; bookingId: string }) {
  const { t } = useTranslation();
  const query = useQuery(bookingQueries.list(trip._id));
  if (query.isPending) return <CenteredStatus text={t('common.loading')} />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  const booking = query.data.find((candidate) => candidate._id === bookingId);
  if (!booking) {
    return (
      <Card>
        <EmptyState
          icon={<SearchOffOutlinedIcon />}
          title={t('bookings.form.notFoundTitle')}
          description={t('bookings.form.notFoundText')}
        />
        <Box sx={{ display: 'flex', justifyContent: 'center', pb: 5 }}>
          <Button component={RouterLink} to={`/trips/${trip._id}?tab=bookings`} variant="contained">
            {t('bookings.back')}
          </Button>
        </Box>
      </Card>
    );
  }
  return (
    <>
      <PageHeader title={t('bookings.form.editTitle')} subtitle={trip.title} />
      <BookingForm key={booking._id} trip={trip} booking={booking} />
      <ItemFilesSection
        tripId={trip._id}
        kind="bookings"
        invalidate={invalidateBookings}
        itemId={booking._id}
        name={booking.accommodationName}
        files={booking.files}
        canEdit
      />
    </>
  );
}

/** `/trips/:tripId/add-booking` adds a stay; `/trips/:tripId/booking/:bookingId/edit` edits one. */
export function BookingFormPage() {
  const { t } = useTranslation();
  const { bookingId } = useParams();
  const { tripId, query, notFound } = useRouteTrip();
  if (query.isPending) return <CenteredStatus text={t('common.loading')} />;
  if (notFound) return <TripUnavailable reason="notFound" />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  const trip = query.data;
  if (!trip.permissions.canEdit) return <TripUnavailable reason="forbidden" tripId={tripId} />;
  return (
    <>
      <BackLink tripId={tripId} />
      {bookingId ? (
        <EditBooking trip={trip} bookingId={bookingId} />
      ) : (
        <>
          <PageHeader title={t('bookings.form.addTitle')} subtitle={trip.title} />
          <BookingForm trip={trip} />
        </>
      )}
    </>
  );
}
