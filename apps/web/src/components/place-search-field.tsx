import { useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PlaceSearchResult } from '@trilha/shared';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { usePlaceSearch } from '../lib/use-place-search';

const SEARCH_DELAY_MS = 250;

/** "Rua da Madre de Deus 4, 1900-312 Lisboa" or, without an address, the place's country. */
const detailOf = (place: PlaceSearchResult) => place.address ?? place.region ?? place.country;

export interface FormPlaceSearchFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** The text field the place's name (or address) is written to. */
  name: Path<T>;
  label: string;
  placeholder?: string;
  required?: boolean;
  autoFocus?: boolean;
  maxLength: number;
  /** The trip the place is for: its own places are offered and its destination is where to look. */
  tripId?: string;
  /** What a picked place writes into the field (its name by default). */
  textOf?: (place: PlaceSearchResult) => string;
  /** A place was picked: the caller stores its coordinates and address. */
  onPick: (place: PlaceSearchResult) => void;
  /**
   * The text was typed over a place picked here: the caller drops that place's coordinates (none is
   * stored, never 0/0). A point set another way (on the map) stays: typing a meeting point's name does not
   * move it.
   */
  onType: () => void;
}

/**
 * A text field that offers real places as the person types (points of interest near the trip's
 * destination). Picking one fills the field and hands the place to `onPick`; typing over it keeps the
 * text as it is, without the picked place's coordinates.
 */
export function FormPlaceSearchField<T extends FieldValues>({
  control,
  name,
  label,
  placeholder,
  required,
  autoFocus,
  maxLength,
  tripId,
  textOf = (place) => place.name,
  onPick,
  onType,
}: FormPlaceSearchFieldProps<T>) {
  const { t, i18n } = useTranslation();
  const {
    field: { value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name });
  const text = (value as string | undefined) ?? '';
  const [typing, setTyping] = useState(false);
  const [picked, setPicked] = useState(false);
  const query = useDebouncedValue(typing ? text.trim() : '', SEARCH_DELAY_MS);
  const places = usePlaceSearch(query, tripId);
  const message = error?.message;
  const errorText = message && i18n.exists(message) ? t(message) : message;

  return (
    <Autocomplete<PlaceSearchResult, false, false, true>
      freeSolo
      value={null}
      inputValue={text}
      options={places.options}
      filterOptions={(options) => options}
      getOptionLabel={(option) => (typeof option === 'string' ? option : textOf(option))}
      getOptionKey={(option) =>
        typeof option === 'string' ? option : `${option.source}:${option.name}:${option.lat}:${option.lon}`
      }
      onInputChange={(_, next, reason) => {
        // Choosing an option also changes the text ("selectOption"); only typing drops the coordinates.
        if (reason !== 'input') return;
        setTyping(true);
        onChange(next);
        if (picked) {
          setPicked(false);
          onType();
        }
      }}
      onChange={(_, option) => {
        if (!option || typeof option === 'string') return;
        setTyping(false);
        setPicked(true);
        onChange(textOf(option));
        onPick(option);
      }}
      loading={places.loading}
      loadingText={t('common.loading')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
          <PlaceOutlinedIcon fontSize="small" color="action" aria-hidden />
          <Box>
            <Typography variant="body2">{option.name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {option.source === 'trip' ? t('map.placeSearch.inTrip') : detailOf(option)}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          onBlur={onBlur}
          label={label}
          placeholder={placeholder}
          required={required}
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={
            errorText ||
            (places.failed
              ? t('map.placeSearch.failed')
              : typing && places.nothingFound
                ? t('map.placeSearch.none')
                : undefined)
          }
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength } }}
        />
      )}
    />
  );
}
