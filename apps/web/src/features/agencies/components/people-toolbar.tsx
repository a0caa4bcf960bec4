import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AgencyListItem } from '@trilha/shared';
import { SearchField } from '../../../components/search-field';

interface PeopleToolbarProps {
  agencies: readonly AgencyListItem[];
  agencyId: string;
  onAgency: (agencyId: string) => void;
  search: string;
  onSearch: (search: string) => void;
  searchLabel: string;
}

/** The agency (when there is a choice) and the search box above a people list. */
export function PeopleToolbar({
  agencies,
  agencyId,
  onAgency,
  search,
  onSearch,
  searchLabel,
}: PeopleToolbarProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
      {agencies.length > 1 && (
        <TextField
          select
          label={t('agencies.people.agency')}
          value={agencyId}
          onChange={(event) => onAgency(event.target.value)}
          sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
        >
          {agencies.map((agency) => (
            <MenuItem key={agency._id} value={agency._id}>
              {agency.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <SearchField
        label={searchLabel}
        placeholder={t('agencies.people.searchPlaceholder')}
        value={search}
        onChange={onSearch}
      />
    </Box>
  );
}

/** Case- and accent-insensitive match on the name or e-mail. */
export function matchesPerson(person: { name: string; email: string }, search: string): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const needle = fold(search.trim());
  return !needle || fold(person.name).includes(needle) || fold(person.email).includes(needle);
}
