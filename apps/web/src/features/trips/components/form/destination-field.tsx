import { useState } from 'react';
import { Autocomplete, Box, TextField } from '@mui/material';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { useController, useFormState, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PlaceSuggestion, ResolvedPlace } from '../../../../lib/google-places';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { usePlaceSuggestions } from '../../../../lib/use-place-suggestions';
import { placeLabel } from '../../utils/trip-labels';
import type { TripFormValues } from './trip-form-values';

const SEARCH_DELAY_MS = 250;

const optionLabel = (option: PlaceSuggestion) =>
  option.detail ? `${option.name}, ${option.detail}` : option.name;

/**
 * Offers real places as the user types (Google Places with GOOGLE_MAPS_API_KEY, the bundled cities
 * otherwise); any text is also accepted as a destination name, in which case it goes without country
 * and coordinates.
 */
export function DestinationField({ control }: { control: Control<TripFormValues> }) {
  const { t, i18n } = useTranslation();
  const { field } = useController({ control, name: 'destination' });
  const { errors } = useFormState({ control, name: 'destination' });
  const [input, setInput] = useState(() => placeLabel(field.value));
  const query = useDebouncedValue(input.trim(), SEARCH_DELAY_MS);
  const places = usePlaceSuggestions(query);
  const [resolving, setResolving] = useState(false);
  const message = errors.destination?.name?.message ?? errors.destination?.message;
  const errorText = message && i18n.exists(message) ? t(message) : message;

  const apply = (place: ResolvedPlace) =>
    field.onChange({
      name: place.name,
      ...(place.country ? { country: place.country } : {}),
      ...(place.countryCode && /^[A-Z]{2}$/.test(place.countryCode)
        ? { countryCode: place.countryCode }
        : {}),
      lat: place.lat,
      lon: place.lon,
    });
  // A place whose position cannot be had stays a typed name, as the text already says.
  const handlePick = (option: PlaceSuggestion) => {
    setResolving(true);
    option
      .resolve()
      .then(apply, () => field.onChange({ name: option.name }))
      .finally(() => {
        setResolving(false);
        places.picked();
      });
  };

  return (
    <Autocomplete<PlaceSuggestion, false, false, true>
      freeSolo
      value={null}
      inputValue={input}
      options={places.options}
      // The server already ranks and filters the cities; filtering again would hide accented matches.
      filterOptions={(options) => options}
      getOptionLabel={(option) => (typeof option === 'string' ? option : optionLabel(option))}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.id)}
      loading={places.loading || resolving}
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
            {option.detail && (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                , {option.detail}
              </Box>
            )}
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
