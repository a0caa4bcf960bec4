import { Link as RouterLink } from 'react-router';
import { Alert, Box, Card, CardContent, IconButton, Tooltip, Typography } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ConfirmationNumberOutlinedIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { useTranslation } from 'react-i18next';
import { type Booking, type TripDetail } from '@trilha/shared';
import { errorMessage } from '../../../lib/api-errors';
import { currentLanguage } from '../../../lib/i18n/i18n';
import {
  BookedControl,
  DeleteButton,
  DetailLine,
  ExternalLink,
  formatTripDate,
  ItemFilesSection,
  mapSearchUrl,
  RecordAsExpense,
  ReservationDetails,
  useTripDateRange,
} from '../../trips/components';
import { useDeleteBooking } from '../api/delete-booking';
import { useSetBookingBooked } from '../api/set-booking-booked';
import { invalidateBookings } from '../api/booking-queries';
import { RequiresServer } from '../../../components/requires-server';
import { ItemPeopleAvatars } from '../../../components/who-goes-field';
import { itemPeople, useTripPeople } from '../../../lib/item-participants';
import { tripKeys } from '../../trips';

/** A stay that starts before the trip or ends after it. */
export const outsideTrip = (booking: Booking, trip: Pick<TripDetail, 'startDate' | 'endDate'>) =>
  booking.checkIn < trip.startDate || booking.checkOut > trip.endDate;

function BookingActions({ trip, booking }: { trip: TripDetail; booking: Booking }) {
  const { t } = useTranslation();
  const remove = useDeleteBooking(trip._id, booking._id);
  const name = booking.accommodationName;
  const editLabel = t('bookings.editNamed', { name });
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1, mr: -1, mb: -1 }}>
      <RecordAsExpense trip={trip} kind="booking" id={booking._id} name={name} />
      <RequiresServer>
        <Tooltip title={editLabel}>
          <IconButton
            component={RouterLink}
            to={`/trips/${trip._id}/booking/${booking._id}/edit`}
            aria-label={editLabel}
          >
            <EditOutlinedIcon />
          </IconButton>
        </Tooltip>
      </RequiresServer>
      <DeleteButton
        label={t('bookings.deleteNamed', { name })}
        title={t('bookings.deleteTitle', { name })}
        text={t('bookings.deleteText')}
        confirmLabel={t('bookings.delete')}
        mutation={remove}
      />
    </Box>
  );
}

/** One stay: when, where, how to reach the booking, what it costs and whether it is booked. */
export function BookingCard({ trip, booking }: { trip: TripDetail; booking: Booking }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const tripRange = useTripDateRange();
  const setBooked = useSetBookingBooked(trip._id);
  const { canEdit } = trip.permissions;
  const name = booking.accommodationName;
  // The trip's people are read only for a stay that names some.
  const people = useTripPeople(tripKeys.detail(trip._id), trip._id, Boolean(booking.participants));
  return (
    <Card component="li" variant="outlined" aria-label={name}>
      <CardContent sx={{ p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'flex-start',
            justifyContent: 'space-between',
            columnGap: 2,
            rowGap: 0.5,
          }}
        >
          <Typography variant="h4" component="h3" sx={{ overflowWrap: 'anywhere', minWidth: 0, pt: 0.5 }}>
            {name}
          </Typography>
          <BookedControl
            booked={booking.booked}
            canEdit={canEdit}
            label={t('bookings.booked')}
            switchLabel={t('bookings.bookedNamed', { name })}
            bookedText={t('bookings.booked')}
            notBookedText={t('bookings.notBooked')}
            onChange={(booked) => setBooked.mutate({ bookingId: booking._id, booked })}
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 0.75, mt: 1 }}>
          <ItemPeopleAvatars people={itemPeople(booking, people)} />
          <DetailLine icon={<EventOutlinedIcon />}>
            <Typography component="span" variant="body2" color="text.primary">
              {t('bookings.dates', {
                checkIn: formatTripDate(booking.checkIn, language),
                checkOut: formatTripDate(booking.checkOut, language),
              })}
            </Typography>
            {' · '}
            {t('bookings.nights', { count: booking.nights })}
          </DetailLine>
          {booking.address && (
            <DetailLine icon={<PlaceOutlinedIcon />}>
              <ExternalLink
                href={mapSearchUrl(booking.address)}
                label={t('bookings.mapLink', { address: booking.address })}
              >
                {booking.address}
              </ExternalLink>
            </DetailLine>
          )}
          {booking.confirmationNumber && (
            <DetailLine icon={<ConfirmationNumberOutlinedIcon />}>
              {t('bookings.confirmationNumber', { number: booking.confirmationNumber })}
            </DetailLine>
          )}
          <ReservationDetails
            item={booking}
            linkLabel={t('bookings.bookingLinkNamed', { name: name })}
            linkText={t('bookings.bookingLink')}
          />
        </Box>
        <ItemFilesSection
          tripId={trip._id}
          kind="bookings"
          invalidate={invalidateBookings}
          itemId={booking._id}
          name={name}
          files={booking.files}
          canEdit={canEdit}
        />
        {outsideTrip(booking, trip) && (
          <Alert severity="info" variant="outlined" sx={{ mt: 1.5, py: 0 }}>
            {t('bookings.outsideTrip', { range: tripRange(trip) })}
          </Alert>
        )}
        {setBooked.isError && (
          <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
            {t('bookings.bookedFailed', { message: errorMessage(setBooked.error) })}
          </Typography>
        )}
        {canEdit && <BookingActions trip={trip} booking={booking} />}
      </CardContent>
    </Card>
  );
}
