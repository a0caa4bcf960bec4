import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import { useTranslation } from 'react-i18next';
import { formatMoney, type TripDetail } from '@trilha/shared';
import { EmptyState } from '../../../../components/empty-state';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import { QueuedRows, useQueuedRows } from '../../../../components/offline/queued-rows';
import { PlanQueryStatus } from '../../../trips/components';
import { expenseQueries } from '../../api/expense-queries';
import { nameLookup } from '../../utils/expense-labels';
import { spendingTotal } from '../../utils/expense-money';
import { ExpenseCard } from './expense-card';
import { FILTER_KEYS, matchesFilters, readFilters } from './expense-filters';
import { FilterBar } from './filter-bar';

/** Every expense and settlement of the trip, filtered by category, person and day as the URL says. */
export function ExpenseList({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [params, setParams] = useSearchParams();
  const expenses = useQuery(expenseQueries.list(trip._id));
  const participants = useQuery(expenseQueries.participants(trip._id));
  const queued = useQueuedRows(trip._id, 'expense');
  const { canEdit } = trip.permissions;
  if (!expenses.isSuccess) return <PlanQueryStatus query={expenses} />;
  if (!participants.isSuccess) return <PlanQueryStatus query={participants} />;

  const filters = readFilters(params);
  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true },
    );
  const setFilter = (key: (typeof FILTER_KEYS)[number], value: string | null) =>
    update((next) => (value ? next.set(key, value) : next.delete(key)));
  const clear = () => update((next) => FILTER_KEYS.forEach((key) => next.delete(key)));

  const all = expenses.data;
  const shown = all.filter((expense) => matchesFilters(expense, filters));
  const dates = [...new Set(all.map((expense) => expense.date))].sort();
  const nameOf = nameLookup(participants.data, t('expenses.unknownPerson'));
  const total = spendingTotal(shown, trip.currency);

  const addButton = canEdit && (
    <Button
      component={RouterLink}
      to={`/trips/${trip._id}/add-expense`}
      variant="contained"
      startIcon={<AddIcon />}
      sx={{ mb: 2 }}
    >
      {t('expenses.add')}
    </Button>
  );
  if (all.length === 0) {
    return (
      <>
        {addButton}
        {queued.pending.length + queued.failed.length > 0 ? (
          // Only expenses made offline so far: the list holds them, pending or refused.
          <Box
            component="ul"
            aria-label={t('expenses.detail.listLabel')}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
          >
            <QueuedRows tripId={trip._id} kind="expense" />
          </Box>
        ) : (
          <EmptyState
            icon={<ReceiptLongOutlinedIcon />}
            title={t('expenses.emptyTitle')}
            description={canEdit ? t('expenses.emptyDescription') : t('expenses.emptyReadOnly')}
          />
        )}
      </>
    );
  }
  return (
    <>
      {addButton}
      <FilterBar
        filters={filters}
        participants={participants.data}
        dates={dates}
        onChange={setFilter}
        onClear={clear}
      />
      <Typography color="text.secondary" aria-live="polite" sx={{ mb: 1.5 }}>
        {shown.length === all.length
          ? t('expenses.detail.count', { count: all.length })
          : t('expenses.detail.countFiltered', { count: shown.length, total: all.length })}
      </Typography>
      {shown.length === 0 ? (
        <EmptyState
          icon={<SearchOffOutlinedIcon />}
          title={t('expenses.detail.noMatchTitle')}
          description={t('expenses.detail.noMatchText')}
        />
      ) : (
        <>
          <Box
            component="ul"
            aria-label={t('expenses.detail.listLabel')}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
          >
            <QueuedRows tripId={trip._id} kind="expense" />
            {shown.map((expense) => (
              <ExpenseCard key={expense._id} trip={trip} expense={expense} nameOf={nameOf} />
            ))}
          </Box>
          <Typography sx={{ mt: 2, textAlign: 'right', fontWeight: 600 }}>
            {t('expenses.detail.total', { amount: formatMoney(total.amount, trip.currency, language) })}
          </Typography>
          {total.unconverted > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
              {t('expenses.detail.totalUnconverted', { count: total.unconverted })}
            </Typography>
          )}
        </>
      )}
    </>
  );
}
