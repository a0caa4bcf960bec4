import { Alert } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-errors';
import { CenteredStatus } from '../../../../components/centered-status';

/** What a plan tab shows until its list has arrived: loading, or the failed call's message. */
export function PlanQueryStatus({ query }: { query: UseQueryResult }) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <Alert severity="error" role="alert">
        {errorMessage(query.error)}
      </Alert>
    );
  }
  return <CenteredStatus text={t('common.loading')} />;
}
