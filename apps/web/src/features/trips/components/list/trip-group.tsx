import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-errors';
import type { TripPage } from '../../api/trip-queries';
import { TripCard } from './trip-card';

export type TripGroupQuery = UseInfiniteQueryResult<InfiniteData<TripPage>>;

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
};

function CardSkeletons() {
  return (
    <Box sx={GRID} aria-hidden>
      {[0, 1, 2].map((index) => (
        <Card key={index}>
          <CardContent>
            <Skeleton width={90} height={28} />
            <Skeleton width="70%" height={32} />
            <Skeleton width="55%" />
            <Skeleton width="60%" />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/** One group of the trip list (upcoming or past) with its own paging. */
export function TripGroup({ title, query }: { title: string; query: TripGroupQuery }) {
  const { t } = useTranslation();
  const trips = query.data?.pages.flatMap((page) => page.trips) ?? [];
  if (query.isSuccess && trips.length === 0) return null;
  return (
    <Box component="section" aria-label={title} aria-busy={query.isPending}>
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {query.isPending && <CardSkeletons />}
      {query.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {errorMessage(query.error)}
        </Alert>
      )}
      <Box sx={GRID}>
        {trips.map((trip) => (
          <TripCard key={trip._id} trip={trip} />
        ))}
      </Box>
      {query.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? t('common.loading') : t('trips.list.loadMore')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
