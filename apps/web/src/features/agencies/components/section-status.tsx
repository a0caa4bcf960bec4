import { Alert, Button } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CenteredStatus } from '../../../components/centered-status';
import { agencyErrorText, type AgencyCall } from './agency-errors';

/** What a list shows until it has arrived: loading, or why it failed with a retry. */
export function SectionStatus({ query, call }: { query: UseQueryResult; call: AgencyCall }) {
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
        {agencyErrorText(query.error, call)}
      </Alert>
    );
  }
  return <CenteredStatus text={t('common.loading')} />;
}
