import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Autocomplete, Box, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { USER_SEARCH_MIN_LENGTH, type UserSearchResult } from '@trilha/shared';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { userSearchQuery } from '../../api/search-users';

const SEARCH_DELAY_MS = 250;

export interface PickedUser {
  /** The user picked from the search, if any. */
  user: UserSearchResult | null;
  /** What is typed: an e-mail here lets the server find someone the search did not list. */
  text: string;
}

/** Finds, as the user types, the people they already share a trip or an agency with (API.md "Users"). */
interface UserPickerProps {
  value: PickedUser;
  onChange: (value: PickedUser) => void;
  /** People already on the trip, left out of the suggestions. */
  excludeIds: readonly string[];
}

export function UserPicker({ value, onChange, excludeIds }: UserPickerProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState(value.text);
  const query = useDebouncedValue(input.trim(), SEARCH_DELAY_MS);
  const users = useQuery(userSearchQuery(query));
  return (
    <Autocomplete<UserSearchResult, false, false, true>
      freeSolo
      // The pick lives in `value`; a controlled Autocomplete value would wipe the text on every change.
      value={null}
      inputValue={input}
      options={
        query.length >= USER_SEARCH_MIN_LENGTH
          ? (users.data ?? []).filter((user) => !excludeIds.includes(user._id))
          : []
      }
      filterOptions={(options) => options}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
      getOptionKey={(option) => (typeof option === 'string' ? option : option._id)}
      loading={users.isFetching}
      loadingText={t('common.loading')}
      noOptionsText={t('trips.sharing.noUsers')}
      onInputChange={(_, text, reason) => {
        setInput(text);
        if (reason === 'input' || reason === 'clear') onChange({ user: null, text });
      }}
      onChange={(_, picked) => {
        if (picked && typeof picked !== 'string') onChange({ user: picked, text: picked.name });
      }}
      renderOption={({ key, ...props }, option) => (
        <Box
          component="li"
          key={key}
          {...props}
          sx={{ flexDirection: 'column', alignItems: 'flex-start !important' }}
        >
          <Box component="span" sx={{ fontWeight: 600 }}>
            {option.name}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary', typography: 'body2' }}>
            {option.email}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus
          label={t('trips.sharing.person')}
          placeholder={t('trips.sharing.personPlaceholder')}
          helperText={value.user ? value.user.email : t('trips.sharing.personHelp')}
        />
      )}
    />
  );
}
