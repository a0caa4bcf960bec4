import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Card, CardContent } from '@mui/material';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { CenteredStatus } from '../../../components/centered-status';
import { PageHeader } from '../../../components/page-header';
import { TripUnavailable, useRouteTrip } from '../../trips/components';
import { BackToFinances } from '../components/back-to-finances';
import { ExpenseList } from '../components/detail/expense-list';

/** `/trips/:tripId/expense-detail`: every expense of the trip, with filters kept in the URL. */
export function ExpenseDetailPage() {
  const { t } = useTranslation();
  const { tripId, query, notFound } = useRouteTrip();
  if (query.isPending) return <CenteredStatus text={t('common.loading')} />;
  if (notFound) return <TripUnavailable reason="notFound" />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  return (
    <>
      <BackToFinances tripId={tripId} />
      <PageHeader
        title={t('expenses.detail.title')}
        subtitle={query.data.title}
        action={
          <Box>
            <Button
              component={RouterLink}
              to={`/trips/${tripId}/expense-overview`}
              variant="outlined"
              startIcon={<InsightsOutlinedIcon />}
            >
              {t('expenses.detail.toOverview')}
            </Button>
          </Box>
        }
      />
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <ExpenseList trip={query.data} />
        </CardContent>
      </Card>
    </>
  );
}
