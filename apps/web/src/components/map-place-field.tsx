import { Suspense, useState } from 'react';
import { Autocomplete, Box, Button, Stack, TextField } from '@mui/material';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import { useTranslation } from 'react-i18next';
import type { PlaceSuggestion } from '../lib/google-places';
import { usePlaceSuggestions } from '../lib/use-place-suggestions';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { lazyComponent } from '../lib/lazy-component';

export interface Coordinates {
  lat: number | null;
  lon: number | null;
}

// Leaflet arrives only when the person opens the map.
const MapPointDialog = lazyComponent(() => import('./map-point-dialog'), 'MapPointDialog');

const label = (option: PlaceSuggestion) => (option.detail ? `${option.name}, ${option.detail}` : option.name);

/**
 * Where an item sits on the trip map: picked from Google Places when the app has a Google Maps key,
 * otherwise from the bundled city data (no outside geocoder), or set by clicking a small map. Clearing
 * takes the item off the map.
 */
export function MapPlaceField({
  value,
  onChange,
  near,
}: {
  value: Coordinates;
  onChange: (value: Coordinates) => void;
  /** Where the map starts when there is no point yet (the trip's destination). */
  near?: Coordinates;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [chosen, setChosen] = useState<PlaceSuggestion | null>(null);
  const [resolving, setResolving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [picking, setPicking] = useState(false);
  const query = useDebouncedValue(input.trim(), 250);
  const suggestions = usePlaceSuggestions(query);
  const located = value.lat !== null && value.lon !== null;

  const choose = (option: PlaceSuggestion | null) => {
    setChosen(option);
    setFailed(false);
    if (!option) {
      onChange({ lat: null, lon: null });
      return;
    }
    setResolving(true);
    option
      .resolve()
      .then(
        (place) => onChange({ lat: place.lat, lon: place.lon }),
        () => {
          setChosen(null);
          setFailed(true);
        },
      )
      .finally(() => {
        setResolving(false);
        suggestions.picked();
      });
  };
  const clear = () => {
    setChosen(null);
    setInput('');
    onChange({ lat: null, lon: null });
  };

  let helper = t('map.pickPlaceHint');
  if (failed || suggestions.failed) helper = t('map.searchFailed');
  else if (located) helper = t('map.picked', { lat: value.lat!.toFixed(4), lon: value.lon!.toFixed(4) });

  return (
    <Box>
      <Autocomplete<PlaceSuggestion>
        value={chosen}
        options={suggestions.options}
        filterOptions={(options) => options}
        getOptionLabel={label}
        getOptionKey={(option) => option.id}
        isOptionEqualToValue={(option, current) => option.id === current.id}
        inputValue={input}
        onInputChange={(_, text) => setInput(text)}
        onChange={(_, option) => choose(option)}
        loading={suggestions.loading || resolving}
        loadingText={t('common.loading')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('map.pickPlace')}
            error={failed || suggestions.failed}
            helperText={helper}
          />
        )}
      />
      <Stack
        direction="row"
        useFlexGap
        sx={{ mt: 0.5, flexWrap: 'wrap', columnGap: 1, '& > *': { whiteSpace: 'nowrap' } }}
      >
        <Button size="small" startIcon={<MapOutlinedIcon />} onClick={() => setPicking(true)}>
          {t('map.pickOnMap')}
        </Button>
        {located && (
          <Button size="small" color="inherit" onClick={clear}>
            {t('map.clearPoint')}
          </Button>
        )}
      </Stack>
      {picking && (
        <Suspense fallback={null}>
          <MapPointDialog
            value={value}
            near={near}
            onClose={() => setPicking(false)}
            onPick={(point) => {
              setChosen(null);
              setInput('');
              onChange(point);
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
