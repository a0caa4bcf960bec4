import { useState, type Ref } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@trilha/shared';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { adminQueries } from '../api/admin-queries';

/** How long typing pauses before the search asks the server (the users page waits as long). */
export const SEARCH_DELAY_MS = 300;

interface UserPickerProps {
  value: AdminUser | null;
  onChange: (user: AdminUser | null) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** Finds an account by the start of a name or e-mail, with the users page's own search. */
export function UserPicker({ value, onChange, error, inputRef }: UserPickerProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input, SEARCH_DELAY_MS);
  const search = useInfiniteQuery(adminQueries.users({ q }));
  const options = search.data?.pages[0]?.items ?? [];
  return (
    <Autocomplete
      value={value}
      onChange={(_, user) => onChange(user)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      options={options}
      // The server already matched the text; filtering again would hide e-mail matches.
      filterOptions={(found) => found}
      getOptionLabel={(user) => user.name}
      isOptionEqualToValue={(option, chosen) => option._id === chosen._id}
      loading={search.isFetching}
      loadingText={t('admin.premium.searching')}
      noOptionsText={t('admin.premium.noUsers')}
      renderOption={({ key, ...props }, user) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography>{user.name}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={t('admin.premium.user')}
          placeholder={t('admin.users.searchPlaceholder')}
          required
          autoFocus
          error={Boolean(error)}
          helperText={error ?? t('admin.premium.userHelp')}
        />
      )}
    />
  );
}
