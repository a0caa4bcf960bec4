import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Button, InputAdornment, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { PageHeader } from '../../../components/page-header';
import { tripQueries } from '../api/trip-queries';
import { ImportActionSlot } from '../components/import-action-slot';
import { TripGroup } from '../components/list/trip-group';
import { NoMatchingTrips, NoTripsYet } from '../components/list/trips-empty';
import { RequiresServer } from '../../../components/requires-server';

const SEARCH_DELAY_MS = 300;

function useTripGroups(q: string) {
  const upcoming = useInfiniteQuery({
    ...tripQueries.list({ when: 'upcoming', q }),
    placeholderData: keepPreviousData,
  });
  const past = useInfiniteQuery({
    ...tripQueries.list({ when: 'past', q }),
    placeholderData: keepPreviousData,
  });
  const isEmpty = [upcoming, past].every(
    (query) => query.isSuccess && query.data.pages[0]?.trips.length === 0,
  );
  return { upcoming, past, isEmpty };
}

export function TripsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const firstName = user.name.trim().split(/\s+/)[0] ?? '';
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const { upcoming, past, isEmpty } = useTripGroups(q);
  const planButton = (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <RequiresServer>
        <Button component={RouterLink} to="/plan-trip" variant="contained" startIcon={<AddIcon />}>
          {t('trips.planTrip')}
        </Button>
      </RequiresServer>
      <ImportActionSlot placement="list" />
    </Stack>
  );
  if (isEmpty && !q && !search) {
    return (
      <>
        <PageHeader title={t('trips.title')} subtitle={t('trips.greeting', { name: firstName })} />
        <NoTripsYet />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={t('trips.title')}
        subtitle={t('trips.greeting', { name: firstName })}
        action={planButton}
      />
      <Stack spacing={4}>
        <TextField
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          label={t('trips.list.search')}
          placeholder={t('trips.list.searchPlaceholder')}
          sx={{ maxWidth: { sm: 420 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        {isEmpty && q ? <NoMatchingTrips query={q} /> : null}
        <TripGroup title={t('trips.list.upcoming')} query={upcoming} />
        <TripGroup title={t('trips.list.past')} query={past} />
      </Stack>
    </>
  );
}
