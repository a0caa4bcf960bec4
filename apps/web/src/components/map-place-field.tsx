import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PLACE_QUERY_MIN, type Place } from '@trilha/shared';
import { apiClient } from '../lib/api-client';
import { currentLanguage } from '../lib/i18n/i18n';
import { useDebouncedValue } from '../lib/use-debounced-value';

export interface Coordinates {
  lat: number | null;
  lon: number | null;
}

const label = (place: Place) => (place.country ? `${place.name}, ${place.country}` : place.name);

/**
 * Where an item sits on the trip map, picked from the bundled city data (no outside geocoder). Clearing
 * the field takes the item off the map.
 */
export function MapPlaceField({
  value,
  onChange,
}: {
  value: Coordinates;
  onChange: (value: Coordinates) => void;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input.trim(), 250);
  const places = useQuery({
    queryKey: ['places', 'search', currentLanguage(), query] as const,
    queryFn: async () => (await apiClient.get<Place[]>('/places/search', { params: { q: query } })).data,
    enabled: query.length >= PLACE_QUERY_MIN,
    staleTime: 5 * 60_000,
  });
  const located = value.lat !== null && value.lon !== null;
  return (
    <Autocomplete<Place>
      options={query.length >= PLACE_QUERY_MIN ? (places.data ?? []) : []}
      filterOptions={(options) => options}
      getOptionLabel={label}
      getOptionKey={(option) => `${option.name}:${option.lat}:${option.lon}`}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      onChange={(_, place) => onChange(place ? { lat: place.lat, lon: place.lon } : { lat: null, lon: null })}
      loading={places.isFetching}
      loadingText={t('common.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('map.pickPlace')}
          helperText={
            located
              ? t('map.picked', { lat: value.lat!.toFixed(4), lon: value.lon!.toFixed(4) })
              : t('map.pickPlaceHint')
          }
        />
      )}
    />
  );
}
