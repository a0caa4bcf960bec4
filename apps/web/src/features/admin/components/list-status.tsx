import { Alert, Box, Button } from '@mui/material';
import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/query-status';
import { adminErrorText, type AdminCall } from './admin-errors';

type AnyQuery = Pick<UseQueryResult | UseInfiniteQueryResult, 'isError' | 'error' | 'refetch'>;

/** What a list or the figures show until they have arrived: loading, or why it failed with a retry. */
export function ListStatus({ query, call }: { query: AnyQuery; call: AdminCall }) {
  return <QueryStatus query={query} errorText={(error) => adminErrorText(error, call)} />;
}

/** "Load more" under a paged list, like the notifications page; a failed page says so above it. */
export function LoadMore({
  query,
  call,
}: {
  query: Pick<
    UseInfiniteQueryResult,
    'hasNextPage' | 'fetchNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'error'
  >;
  call: AdminCall;
}) {
  const { t } = useTranslation();
  return (
    <>
      {query.isFetchNextPageError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {adminErrorText(query.error, call)}
        </Alert>
      )}
      {query.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button
            variant="outlined"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? t('common.loading') : t('admin.loadMore')}
          </Button>
        </Box>
      )}
    </>
  );
}
