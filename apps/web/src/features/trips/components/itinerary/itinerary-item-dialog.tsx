import { useController, useForm, type Control } from 'react-hook-form';
import { useParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { MenuItem } from '@mui/material';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  itineraryItemInputSchema,
  PLAN_NOTES_MAX,
  PLAN_TEXT_MAX,
  TIMES_OF_DAY,
  type ItineraryItem,
  type ItineraryItemInput,
} from '@trilha/shared';
import { applyServerError } from '../../../../lib/api-errors';
import { FormTimeField } from '../../../../components/date-time-fields';
import { FormDialog } from '../../../../components/form-dialog';
import { FormTextField } from '../../../../components/form-text-field';
import { MapPlaceField } from '../../../../components/map-place-field';
import { FormPlaceSearchField } from '../../../../components/place-search-field';
import { FormWhoGoesField } from '../../../../components/who-goes-field';
import { useTripPeople } from '../../../../lib/item-participants';
import { tripKeys } from '../../api/trip-queries';

export interface DayOption {
  date: string;
  label: string;
}

function initialValues(date: string, item?: ItineraryItem): ItineraryItemInput {
  if (!item) {
    return {
      date,
      timeOfDay: 'morning',
      time: null,
      placeName: '',
      location: '',
      lat: null,
      lon: null,
      notes: '',
    };
  }
  const { timeOfDay, time, placeName, location, notes } = item;
  return {
    date: item.date,
    timeOfDay,
    time,
    placeName,
    location,
    lat: item.lat ?? null,
    lon: item.lon ?? null,
    notes,
    // Sent only when someone chooses who goes: an edit that leaves it alone keeps what is stored.
    ...(item.participants && { participants: item.participants }),
  };
}

/** The place's position on the trip map, as the two coordinates the contract carries. */
function PlaceOnMapField({ control }: { control: Control<ItineraryItemInput> }) {
  const { field: lat } = useController({ control, name: 'lat' });
  const { field: lon } = useController({ control, name: 'lon' });
  return (
    <MapPlaceField
      value={{ lat: lat.value ?? null, lon: lon.value ?? null }}
      onChange={(place) => {
        lat.onChange(place.lat);
        lon.onChange(place.lon);
      }}
    />
  );
}

interface ItineraryItemDialogProps {
  title: string;
  submitLabel: string;
  /** The day a new place goes to; an edited place starts on its own day. */
  date: string;
  days: DayOption[];
  item?: ItineraryItem;
  /** Adding may be queued offline (it then resolves at once), editing is sent straight away. */
  mutation: Pick<UseMutationResult<unknown, Error, ItineraryItemInput>, 'mutateAsync' | 'isPending'>;
  onClose: () => void;
}

/** Adds or edits a place; mounted only while open so it starts from the place as it is now. */
export function ItineraryItemDialog({
  title,
  submitLabel,
  date,
  days,
  item,
  mutation,
  onClose,
}: ItineraryItemDialogProps) {
  const { t } = useTranslation();
  // The trip page's own id: its places and destination are where the place search looks.
  const { tripId } = useParams();
  const people = useTripPeople(tripKeys.detail(tripId ?? ''), tripId ?? '');
  const { control, handleSubmit, setError, setValue, formState } = useForm({
    resolver: zodResolver(itineraryItemInputSchema),
    defaultValues: initialValues(date, item),
  });
  const onSubmit = handleSubmit((values) =>
    mutation.mutateAsync(values).then(onClose, (error: unknown) =>
      applyServerError(error, setError, {
        fields: ['date', 'timeOfDay', 'time', 'placeName', 'location', 'notes', 'participants'],
      }),
    ),
  );
  return (
    <FormDialog
      open
      title={title}
      submitLabel={submitLabel}
      pending={mutation.isPending}
      errors={formState.errors}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormPlaceSearchField
        control={control}
        name="placeName"
        label={t('itinerary.fields.placeName')}
        placeholder={t('itinerary.fields.placeNamePlaceholder')}
        autoFocus
        required
        maxLength={PLAN_TEXT_MAX}
        tripId={tripId}
        onPick={(place) => {
          setValue('location', place.address ?? '', { shouldDirty: true });
          setValue('lat', place.lat, { shouldDirty: true });
          setValue('lon', place.lon, { shouldDirty: true });
        }}
        onType={() => {
          setValue('lat', null, { shouldDirty: true });
          setValue('lon', null, { shouldDirty: true });
        }}
      />
      <FormTextField control={control} name="date" select label={t('itinerary.fields.date')}>
        {days.map((day) => (
          <MenuItem key={day.date} value={day.date}>
            {day.label}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={control} name="timeOfDay" select label={t('itinerary.fields.timeOfDay')}>
        {TIMES_OF_DAY.map((timeOfDay) => (
          <MenuItem key={timeOfDay} value={timeOfDay}>
            {t(`itinerary.timesOfDay.${timeOfDay}`)}
          </MenuItem>
        ))}
      </FormTextField>
      {/* An empty time means "no time": the contract wants null there, not an empty string. */}
      <FormTimeField control={control} name="time" label={t('itinerary.fields.time')} emptyValue={null} />
      <FormTextField
        control={control}
        name="location"
        label={t('itinerary.fields.location')}
        placeholder={t('itinerary.fields.locationPlaceholder')}
        slotProps={{ htmlInput: { maxLength: PLAN_TEXT_MAX } }}
      />
      <PlaceOnMapField control={control} />
      <FormTextField
        control={control}
        name="notes"
        label={t('itinerary.fields.notes')}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: PLAN_NOTES_MAX } }}
      />
      <FormWhoGoesField control={control} name="participants" people={people} />
    </FormDialog>
  );
}
