import { Link as RouterLink, useNavigate } from 'react-router';
import { Controller, useController, useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Card, CardContent, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  bookingInputSchema,
  calendarDateSchema,
  CONFIRMATION_NUMBER_MAX,
  nightsOf,
  PLAN_NOTES_MAX,
  PLAN_TEXT_MAX,
  type Booking,
  type TripDetail,
} from '@trilha/shared';
import { applyServerError } from '../../../lib/api-errors';
import { FormDateField } from '../../../components/date-time-fields';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { FormTextField } from '../../../components/form-text-field';
import { MapPlaceField, type Coordinates } from '../../../components/map-place-field';
import { FormPlaceSearchField } from '../../../components/place-search-field';
import { MoneyField, withNormalizedPrice } from '../../../components/money-field';
import { SubmitButton } from '../../../components/submit-button';
import { RequiresServer } from '../../../components/requires-server';
import { FormWhoGoesField } from '../../../components/who-goes-field';
import { useTripPeople } from '../../../lib/item-participants';
import { tripKeys } from '../../trips';
import { useCreateBooking, type BookingBody } from '../api/create-booking';
import { useUpdateBooking } from '../api/update-booking';
import {
  BOOKING_FORM_FIELDS,
  bookingValues,
  newBookingValues,
  type BookingFormValues,
} from './booking-form-values';

const resolver: Resolver<BookingFormValues, unknown, BookingBody> = withNormalizedPrice(
  zodResolver(bookingInputSchema) as Resolver<BookingFormValues, unknown, BookingBody>,
);

const isDate = (value: string) => calendarDateSchema.safeParse(value).success;

/** The number of nights as the dates stand, once they make a stay. */
function LiveNights({ checkIn, checkOut }: { checkIn: string; checkOut: string }) {
  const { t } = useTranslation();
  const nights = isDate(checkIn) && isDate(checkOut) ? nightsOf(checkIn, checkOut) : 0;
  return (
    <Typography aria-live="polite" color="text.secondary" sx={{ minHeight: '1.5em' }}>
      {nights > 0 ? t('bookings.nights', { count: nights }) : ''}
    </Typography>
  );
}

/** Adds a stay to the trip, or edits `booking`; either way the user lands back on the lodging tab. */
export function BookingForm({ trip, booking }: { trip: TripDetail; booking?: Booking }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateBooking(trip._id);
  const update = useUpdateBooking(trip._id, booking?._id ?? '');
  const mutation = booking ? update : create;
  const backTo = `/trips/${trip._id}?tab=bookings`;
  const people = useTripPeople(tripKeys.detail(trip._id), trip._id);
  const { control, handleSubmit, setError, setValue, formState } = useForm<
    BookingFormValues,
    unknown,
    BookingBody
  >({
    resolver,
    defaultValues: booking ? bookingValues(booking) : newBookingValues(trip),
  });
  const [checkIn, checkOut] = useWatch({ control, name: ['checkIn', 'checkOut'] });
  const onSubmit = handleSubmit((values) =>
    mutation.mutateAsync(values).then(
      () => navigate(backTo),
      (error: unknown) => applyServerError(error, setError, { fields: BOOKING_FORM_FIELDS }),
    ),
  );
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
          <FormErrorAlert errors={formState.errors} />
          <FormTextField
            control={control}
            name="accommodationName"
            label={t('bookings.form.accommodationName')}
            placeholder={t('bookings.form.accommodationNamePlaceholder')}
            required
            autoFocus={!booking}
            slotProps={{ htmlInput: { maxLength: PLAN_TEXT_MAX } }}
          />
          <Box>
            <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <FormDateField control={control} name="checkIn" label={t('bookings.form.checkIn')} required />
              <FormDateField
                control={control}
                name="checkOut"
                label={t('bookings.form.checkOut')}
                required
                min={checkIn || undefined}
              />
            </Box>
            <LiveNights checkIn={checkIn} checkOut={checkOut} />
          </Box>
          <FormPlaceSearchField
            control={control}
            name="address"
            label={t('bookings.form.address')}
            placeholder={t('bookings.form.addressPlaceholder')}
            maxLength={300}
            tripId={trip._id}
            // A stay's address field holds the address; a place without one (a city) gives its name.
            textOf={(place) => place.address ?? place.name}
            onPick={(place) => {
              setValue('lat', place.lat, { shouldDirty: true });
              setValue('lon', place.lon, { shouldDirty: true });
            }}
            onType={() => {
              setValue('lat', null, { shouldDirty: true });
              setValue('lon', null, { shouldDirty: true });
            }}
          />
          <StayPlaceField control={control} near={trip.destination} />
          <FormTextField
            control={control}
            name="bookingLink"
            type="url"
            label={t('bookings.form.bookingLink')}
            placeholder="https://"
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <FormTextField
            control={control}
            name="confirmationNumber"
            label={t('bookings.form.confirmationNumber')}
            slotProps={{ htmlInput: { maxLength: CONFIRMATION_NUMBER_MAX, autoComplete: 'off' } }}
          />
          <MoneyField
            control={control}
            priceName="price"
            currencyName="currency"
            priceLabel={t('bookings.form.price')}
            currencyLabel={t('bookings.form.currency')}
          />
          <FormTextField
            control={control}
            name="notes"
            label={t('bookings.form.notes')}
            placeholder={t('bookings.form.notesPlaceholder')}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: PLAN_NOTES_MAX } }}
          />
          <FormWhoGoesField control={control} name="participants" people={people} />
          <Controller
            control={control}
            name="booked"
            render={({ field }) => (
              <FormControlLabel
                label={t('bookings.form.booked')}
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                  />
                }
              />
            )}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to={backTo} color="inherit" size="large">
              {t('common.cancel')}
            </Button>
            <RequiresServer>
              <SubmitButton pending={mutation.isPending}>
                {booking ? t('common.save') : t('bookings.add')}
              </SubmitButton>
            </RequiresServer>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The stay's place on the trip map, as the two coordinates the contract carries. */
function StayPlaceField({ control, near }: { control: Control<BookingFormValues>; near: Coordinates }) {
  const { field: lat } = useController({ control, name: 'lat' });
  const { field: lon } = useController({ control, name: 'lon' });
  return (
    <MapPlaceField
      value={{ lat: lat.value, lon: lon.value }}
      near={near}
      onChange={(place) => {
        lat.onChange(place.lat);
        lon.onChange(place.lon);
      }}
    />
  );
}
