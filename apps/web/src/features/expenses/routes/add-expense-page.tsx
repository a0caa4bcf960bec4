import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Card } from '@mui/material';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import { useTranslation } from 'react-i18next';
import { calendarDateSchema, type ExpenseSource, type TripDetail } from '@trilha/shared';
import { errorMessage, errorStatus } from '../../../lib/api-errors';
import { CenteredStatus } from '../../../components/centered-status';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { TripUnavailable, useRouteTrip } from '../../trips/components';
import { expenseQueries } from '../api/expense-queries';
import { BackToFinances } from '../components/back-to-finances';
import { ExpenseForm } from '../components/form/expense-form';
import { parseSource } from '../components/form/expense-form-values';

function ExpenseNotFound({ tripId }: { tripId: string }) {
  const { t } = useTranslation();
  return (
    <Card>
      <EmptyState
        icon={<SearchOffOutlinedIcon />}
        title={t('expenses.form.notFoundTitle')}
        description={t('expenses.form.notFoundText')}
      />
      <Box sx={{ display: 'flex', justifyContent: 'center', pb: 5 }}>
        <Button component={RouterLink} to={`/trips/${tripId}?tab=finances`} variant="contained">
          {t('expenses.back')}
        </Button>
      </Box>
    </Card>
  );
}

/** The people of the trip (and the expense, when editing) come first: the form starts from them. */
function ExpenseFormLoader({
  trip,
  expenseId,
  date,
  source,
}: {
  trip: TripDetail;
  expenseId: string | null;
  date: string | null;
  source: ExpenseSource | null;
}) {
  const { t } = useTranslation();
  const participants = useQuery(expenseQueries.participants(trip._id));
  const expense = useQuery({
    ...expenseQueries.detail(trip._id, expenseId ?? ''),
    enabled: expenseId !== null,
  });
  if (expenseId !== null && expense.isError) {
    if (errorStatus(expense.error) === 404) return <ExpenseNotFound tripId={trip._id} />;
    return <Alert severity="error">{errorMessage(expense.error)}</Alert>;
  }
  if (participants.isError) return <Alert severity="error">{errorMessage(participants.error)}</Alert>;
  if (!participants.isSuccess || (expenseId !== null && !expense.isSuccess)) {
    return <CenteredStatus text={t('common.loading')} />;
  }
  return (
    <ExpenseForm
      key={expense.data?._id ?? (source ? `${source.kind}:${source.id}` : 'new')}
      trip={trip}
      participants={participants.data}
      expense={expense.data}
      date={date}
      source={source}
    />
  );
}

/**
 * `/trips/:tripId/add-expense` adds an expense; `?expenseId=` edits one; `?date=` starts on that day;
 * `?from=booking:<id>` (or `tour:`, `flight:`) pays for that item of the trip, prefilled from it.
 */
export function AddExpensePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const expenseId = params.get('expenseId') || null;
  const dateParam = params.get('date');
  const date = dateParam && calendarDateSchema.safeParse(dateParam).success ? dateParam : null;
  const source = parseSource(params.get('from'));
  const { tripId, query, notFound } = useRouteTrip();
  if (query.isPending) return <CenteredStatus text={t('common.loading')} />;
  if (notFound) return <TripUnavailable reason="notFound" />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  const trip = query.data;
  if (!trip.permissions.canEdit) return <TripUnavailable reason="forbidden" tripId={tripId} />;
  return (
    <>
      <BackToFinances tripId={tripId} />
      <PageHeader
        title={expenseId ? t('expenses.form.editTitle') : t('expenses.form.addTitle')}
        subtitle={trip.title}
      />
      <ExpenseFormLoader trip={trip} expenseId={expenseId} date={date} source={source} />
    </>
  );
}
