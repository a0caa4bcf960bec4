import { Alert, Button } from '@mui/material';
import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CenteredStatus } from './centered-status';

type AnyQuery = Pick<UseQueryResult | UseInfiniteQueryResult, 'isError' | 'error' | 'refetch'>;

/**
 * What a screen's data shows until it has arrived: loading, or why it failed (the feature's own words for
 * the error) with a retry.
 */
export function QueryStatus({
  query,
  errorText,
}: {
  query: AnyQuery;
  errorText: (error: unknown) => string;
}) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {errorText(query.error)}
      </Alert>
    );
  }
  return <CenteredStatus text={t('common.loading')} />;
}
