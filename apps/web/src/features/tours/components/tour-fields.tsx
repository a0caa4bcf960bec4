import { Box, Checkbox, FormControlLabel } from '@mui/material';
import { Controller, useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PLAN_NOTES_MAX, PLAN_TEXT_MAX, type PlaceSearchResult, type TripDetail } from '@trilha/shared';
import { FormDateField, FormTimeField } from '../../../components/date-time-fields';
import { FormTextField } from '../../../components/form-text-field';
import { MapPlaceField, type Coordinates } from '../../../components/map-place-field';
import { FormPlaceSearchField } from '../../../components/place-search-field';
import { MoneyField } from '../../../components/money-field';
import { FormWhoGoesField } from '../../../components/who-goes-field';
import { useTripPeople } from '../../../lib/item-participants';
import { tripKeys } from '../../trips';
import type { TourFormValues } from './tour-form-values';

/** A tour's location keeps the place's name and its address, so both show on the tour's card. */
const placeWithAddress = (place: PlaceSearchResult) =>
  place.address && !place.address.startsWith(place.name) ? `${place.name}, ${place.address}` : place.name;

/** The tour's place on the trip map, as the two coordinates the contract carries. */
function TourPlaceField({ control, near }: { control: Control<TourFormValues>; near: Coordinates }) {
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

/** The tour's fields, shared by the add-tour page and the edit dialog. The date stays within the trip. */
export function TourFields({
  control,
  trip,
  autoFocus = false,
}: {
  control: Control<TourFormValues>;
  trip: Pick<TripDetail, '_id' | 'startDate' | 'endDate' | 'destination'>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const { field: lat } = useController({ control, name: 'lat' });
  const { field: lon } = useController({ control, name: 'lon' });
  const people = useTripPeople(tripKeys.detail(trip._id), trip._id);
  return (
    <>
      <FormTextField
        control={control}
        name="name"
        label={t('tours.form.name')}
        placeholder={t('tours.form.namePlaceholder')}
        required
        autoFocus={autoFocus}
        slotProps={{ htmlInput: { maxLength: PLAN_TEXT_MAX } }}
      />
      <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormDateField
          control={control}
          name="date"
          label={t('tours.form.date')}
          required
          min={trip.startDate}
          max={trip.endDate}
        />
        {/* An empty time means "no time": the contract wants null there, not an empty string. */}
        <FormTimeField control={control} name="time" label={t('tours.form.time')} emptyValue={null} />
      </Box>
      <FormPlaceSearchField
        control={control}
        name="location"
        label={t('tours.form.location')}
        placeholder={t('tours.form.locationPlaceholder')}
        maxLength={PLAN_TEXT_MAX}
        tripId={trip._id}
        textOf={placeWithAddress}
        onPick={(place) => {
          lat.onChange(place.lat);
          lon.onChange(place.lon);
        }}
        onType={() => {
          lat.onChange(null);
          lon.onChange(null);
        }}
      />
      <TourPlaceField control={control} near={trip.destination} />
      <MoneyField
        control={control}
        priceName="price"
        currencyName="currency"
        priceLabel={t('tours.form.price')}
        currencyLabel={t('tours.form.currency')}
      />
      <FormTextField
        control={control}
        name="bookingLink"
        type="url"
        label={t('tours.form.bookingLink')}
        placeholder="https://"
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <FormTextField
        control={control}
        name="notes"
        label={t('tours.form.notes')}
        placeholder={t('tours.form.notesPlaceholder')}
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
            label={t('tours.form.booked')}
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
    </>
  );
}
