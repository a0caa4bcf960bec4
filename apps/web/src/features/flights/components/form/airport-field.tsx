import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Autocomplete, Box, TextField } from '@mui/material';
import LocalAirportOutlinedIcon from '@mui/icons-material/LocalAirportOutlined';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Airport } from '@trilha/shared';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { AIRPORT_QUERY_MIN, airportSearchQuery } from '../../../../lib/airport-search';
import { airportLabel } from '../../utils/flight-format';
import type { FlightFormValues } from './flight-form-values';

const SEARCH_DELAY_MS = 250;

interface AirportFieldProps {
  control: Control<FlightFormValues>;
  name: 'departure.airport' | 'arrival.airport';
  label: string;
  /** How to show the current code, e.g. `LIS · Lisbon Portela Airport`, when it is known. */
  knownLabel?: string;
  onPick: (airport: Airport) => void;
}

/**
 * Finds an airport by code, city (in pt, en or es) or name as the user types; the form keeps only the IATA code. A code typed
 * by hand without picking is kept too, and the server says whether it knows it.
 */
export function AirportField({ control, name, label, knownLabel, onPick }: AirportFieldProps) {
  const { t, i18n } = useTranslation();
  const {
    field,
    fieldState: { error },
  } = useController({ control, name });
  const [input, setInput] = useState(() => knownLabel ?? field.value);
  // Only what the user types is searched, not the label a pick writes into the box.
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const airports = useQuery(airportSearchQuery(query, currentLanguage()));
  const message = error?.message;
  const errorText = message && i18n.exists(message) ? t(message) : message;

  return (
    <Autocomplete<Airport, false, false, true>
      freeSolo
      value={null}
      inputValue={input}
      options={query.length >= AIRPORT_QUERY_MIN ? (airports.data ?? []) : []}
      // The server already matches codes and words of the names; filtering again would hide matches.
      filterOptions={(options) => options}
      getOptionLabel={(option) => (typeof option === 'string' ? option : airportLabel(option))}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.code)}
      loading={airports.isFetching}
      loadingText={t('common.loading')}
      noOptionsText={t('flights.form.noAirports')}
      onInputChange={(_, value, reason) => {
        setInput(value);
        if (reason === 'input' || reason === 'clear') {
          setSearch(value);
          field.onChange(value.trim());
        }
      }}
      onChange={(_, value) => {
        if (value && typeof value !== 'string') {
          field.onChange(value.code);
          onPick(value);
        }
      }}
      renderOption={({ key, ...props }, option) => (
        // The city first, as people search ("Roma"), then the airport's own name on a second line.
        <Box component="li" key={key} {...props} aria-label={airportLabel(option)} sx={{ gap: 1 }}>
          <LocalAirportOutlinedIcon fontSize="small" color="action" aria-hidden />
          {option.city ? (
            <Box component="span" sx={{ minWidth: 0 }}>
              <Box component="span" sx={{ display: 'block' }}>
                <Box component="span" sx={{ fontWeight: 700 }}>
                  {option.code}
                </Box>
                {' · '}
                {option.city}
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  , {option.country}
                </Box>
              </Box>
              <Box
                component="span"
                sx={{
                  display: 'block',
                  color: 'text.secondary',
                  fontSize: '0.875rem',
                  overflowWrap: 'anywhere',
                }}
              >
                {option.name}
              </Box>
            </Box>
          ) : (
            <span>
              <Box component="span" sx={{ fontWeight: 700 }}>
                {option.code}
              </Box>
              {' · '}
              {option.name}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                , {option.country}
              </Box>
            </span>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          onBlur={field.onBlur}
          label={label}
          placeholder={t('flights.form.airportPlaceholder')}
          error={Boolean(errorText)}
          helperText={errorText || t('flights.form.airportHelp')}
        />
      )}
    />
  );
}
