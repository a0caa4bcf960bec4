import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Card, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import { useTranslation } from 'react-i18next';
import type { ExpenseSummary, TripDetail } from '@trilha/shared';
import { EmptyState } from '../../../../components/empty-state';
import { QueuedList } from '../../../../components/offline/queued-rows';
import { PlanQueryStatus } from '../../../trips/components';
import { expenseQueries } from '../../api/expense-queries';
import { BalancesCard } from './balances-card';
import { CategoryChart } from './category-chart';
import { DayChart } from './day-chart';
import { PeopleCard } from './people-card';
import { SettleUpCard } from './settle-up-card';
import { SpendingCard } from './spending-card';
import { SplitPresetsCard } from './split-presets-card';

/** Nothing spent, nothing settled and nothing waiting for a rate: the trip has no expenses yet. */
const isEmpty = (summary: ExpenseSummary) =>
  summary.byCategory.every((entry) => entry.amount === 0) &&
  summary.unconverted.length === 0 &&
  summary.byParticipant.every((person) => person.paid === 0 && person.settled === 0);

function OverviewActions({ trip, showList }: { trip: TripDetail; showList: boolean }) {
  const { t } = useTranslation();
  if (!trip.permissions.canEdit && !showList) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {trip.permissions.canEdit && (
        <Button
          component={RouterLink}
          to={`/trips/${trip._id}/add-expense`}
          variant="contained"
          startIcon={<AddIcon />}
        >
          {t('expenses.add')}
        </Button>
      )}
      {showList && (
        <Button
          component={RouterLink}
          to={`/trips/${trip._id}/expense-detail`}
          variant="outlined"
          startIcon={<ListAltOutlinedIcon />}
        >
          {t('expenses.overview.allExpenses')}
        </Button>
      )}
    </Box>
  );
}

/**
 * The trip's finances at a glance, for the finances tab and the overview page: spending against the
 * budget, by category and by day, each person's balance, how to settle up, and who takes part.
 */
export function ExpenseOverview({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  const query = useQuery(expenseQueries.summary(trip._id));
  if (!query.isSuccess) return <PlanQueryStatus query={query} />;
  const summary = query.data;
  const empty = isEmpty(summary);
  const pair = {
    display: 'grid',
    gap: 3,
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  };
  return (
    <Stack spacing={3}>
      <OverviewActions trip={trip} showList={!empty} />
      <QueuedList tripId={trip._id} kind="expense" />
      {empty ? (
        <Card>
          <EmptyState
            icon={<SavingsOutlinedIcon />}
            title={t('expenses.emptyTitle')}
            description={
              trip.permissions.canEdit ? t('expenses.emptyDescription') : t('expenses.emptyReadOnly')
            }
          />
        </Card>
      ) : (
        <>
          <SpendingCard trip={trip} summary={summary} />
          <Box sx={pair}>
            <CategoryChart summary={summary} />
            <DayChart summary={summary} />
          </Box>
          <Box sx={pair}>
            <BalancesCard summary={summary} />
            <SettleUpCard trip={trip} summary={summary} />
          </Box>
        </>
      )}
      <PeopleCard trip={trip} />
      <SplitPresetsCard trip={trip} />
    </Stack>
  );
}
