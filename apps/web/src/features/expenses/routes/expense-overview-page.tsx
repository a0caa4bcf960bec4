import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { CenteredStatus } from '../../../components/centered-status';
import { PageHeader } from '../../../components/page-header';
import { TripUnavailable, useRouteTrip } from '../../trips/components';
import { BackToFinances } from '../components/back-to-finances';
import { ExpenseOverview } from '../components/overview/expense-overview';

/** `/trips/:tripId/expense-overview`: the finances tab on a page of its own. */
export function ExpenseOverviewPage() {
  const { t } = useTranslation();
  const { tripId, query, notFound } = useRouteTrip();
  if (query.isPending) return <CenteredStatus text={t('common.loading')} />;
  if (notFound) return <TripUnavailable reason="notFound" />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  return (
    <>
      <BackToFinances tripId={tripId} />
      <PageHeader title={t('expenses.overview.title')} subtitle={query.data.title} />
      <ExpenseOverview trip={query.data} />
    </>
  );
}
