import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Autocomplete, Box, TextField } from '@mui/material';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { useController, useFormState, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PLACE_QUERY_MIN, type Place } from '@trilha/shared';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { placeSearchQuery } from '../../api/search-places';
import { placeLabel } from '../../utils/trip-labels';
import type { TripFormValues } from './trip-form-values';

const SEARCH_DELAY_MS = 250;

/**
 * Offers real cities as the user types; any text is also accepted as a destination name, in which
 * case it goes without country and coordinates.
 */
export function DestinationField({ control }: { control: Control<TripFormValues> }) {
  const { t, i18n } = useTranslation();
  const { field } = useController({ control, name: 'destination' });
  const { errors } = useFormState({ control, name: 'destination' });
  const [input, setInput] = useState(() => placeLabel(field.value));
  const query = useDebouncedValue(input.trim(), SEARCH_DELAY_MS);
  const places = useQuery(placeSearchQuery(query, currentLanguage()));
  const message = errors.destination?.name?.message ?? errors.destination?.message;
  const errorText = message && i18n.exists(message) ? t(message) : message;

  const handlePick = (place: Place) =>
    field.onChange({
      name: place.name,
      country: place.country,
      countryCode: place.countryCode,
      lat: place.lat,
      lon: place.lon,
    });

  return (
    <Autocomplete<Place, false, false, true>
      freeSolo
      value={null}
      inputValue={input}
      options={query.length >= PLACE_QUERY_MIN ? (places.data ?? []) : []}
      // The server already ranks and filters the cities; filtering again would hide accented matches.
      filterOptions={(options) => options}
      getOptionLabel={(option) => (typeof option === 'string' ? option : placeLabel(option))}
      getOptionKey={(option) =>
        typeof option === 'string' ? option : `${option.name}:${option.lat}:${option.lon}`
      }
      loading={places.isFetching}
      loadingText={t('common.loading')}
      onInputChange={(_, value, reason) => {
        setInput(value);
        if (reason === 'input' || reason === 'clear') field.onChange({ name: value });
      }}
      onChange={(_, value) => {
        if (value && typeof value !== 'string') handlePick(value);
      }}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
          <PlaceOutlinedIcon fontSize="small" color="action" aria-hidden />
          <span>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {option.name}
            </Box>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              , {option.country}
            </Box>
          </span>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          onBlur={field.onBlur}
          label={t('trips.form.destination')}
          placeholder={t('trips.form.destinationPlaceholder')}
          error={Boolean(errorText)}
          helperText={errorText || t('trips.form.destinationHelp')}
        />
      )}
    />
  );
}
