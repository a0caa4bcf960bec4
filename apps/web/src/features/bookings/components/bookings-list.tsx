import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import HotelOutlinedIcon from '@mui/icons-material/HotelOutlined';
import { useTranslation } from 'react-i18next';
import { nightsOf, overlappingStays, type Booking, type TripDetail } from '@trilha/shared';
import { EmptyState } from '../../../components/empty-state';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { bookingQueries } from '../api/booking-queries';
import { ImportActionSlot } from '../../trips';
import { formatTripDate, PlanQueryStatus, PriceTotals } from '../../trips/components';
import { BookingCard } from './booking-card';
import { RequiresServer } from '../../../components/requires-server';

/** By check-in, then check-out, then name: the order the nights happen in. */
export function sortStays(bookings: Booking[]): Booking[] {
  return [...bookings].sort(
    (a, b) =>
      a.checkIn.localeCompare(b.checkIn) ||
      a.checkOut.localeCompare(b.checkOut) ||
      a.accommodationName.localeCompare(b.accommodationName),
  );
}

/** One warning per pair of stays that share a night, naming both and the nights they share. */
function OverlapWarnings({ bookings }: { bookings: Booking[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const pairs = overlappingStays(bookings);
  if (pairs.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {pairs.map(([first, second]) => {
        // The later stay starts inside the earlier one; they share nights until the first check-out.
        const end = first.checkOut < second.checkOut ? first.checkOut : second.checkOut;
        return (
          <Alert key={`${first._id}-${second._id}`} severity="warning">
            {t('bookings.overlap', {
              first: first.accommodationName,
              second: second.accommodationName,
              nights: t('bookings.nights', { count: nightsOf(second.checkIn, end) }),
              start: formatTripDate(second.checkIn, language),
            })}
          </Alert>
        );
      })}
    </Stack>
  );
}

/** The trip's stays in night order, for the bookings tab and the lodging page alike. */
export function BookingsList({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  const query = useQuery(bookingQueries.list(trip._id));
  const { canEdit } = trip.permissions;
  if (!query.isSuccess) return <PlanQueryStatus query={query} />;
  const bookings = sortStays(query.data);
  return (
    <>
      {canEdit && (
        <RequiresServer>
          <Button
            component={RouterLink}
            to={`/trips/${trip._id}/add-booking`}
            variant="contained"
            startIcon={<AddIcon />}
            sx={{ mb: 2 }}
          >
            {t('bookings.add')}
          </Button>
        </RequiresServer>
      )}
      {bookings.length === 0 ? (
        <EmptyState
          icon={<HotelOutlinedIcon />}
          title={t('bookings.emptyTitle')}
          description={canEdit ? t('bookings.emptyDescription') : t('bookings.emptyReadOnly')}
          action={<ImportActionSlot trip={trip} placement="empty" />}
        />
      ) : (
        <>
          <OverlapWarnings bookings={bookings} />
          <Box
            component="ul"
            aria-label={t('bookings.listLabel')}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
          >
            {bookings.map((booking) => (
              <BookingCard key={booking._id} trip={trip} booking={booking} />
            ))}
          </Box>
          <PriceTotals items={bookings} label={t('bookings.total')} language={currentLanguage()} />
        </>
      )}
    </>
  );
}
