import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, LinearProgress, Link, Typography } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { formatMoney, fromMinorUnits, type ExpenseSummary, type TripDetail } from '@trilha/shared';
import { RequiresServer } from '../../../../components/requires-server';
import { SectionCard } from '../../../../components/section-card';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import { formatTripDate, recordAsExpenseUrl } from '../../../trips/components';
import { minorOf } from '../../utils/expense-money';
import { useMoney } from './use-money';

/** Which reference-rate dates the conversions used: a few by name, many as a range. */
function RateDates({ dates }: { dates: string[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (dates.length === 0) return null;
  const sorted = [...dates].sort();
  const text =
    sorted.length <= 3
      ? t('expenses.overview.rateDates', {
          dates: new Intl.ListFormat(language, { type: 'conjunction' }).format(
            sorted.map((date) => formatTripDate(date, language)),
          ),
        })
      : t('expenses.overview.rateDatesRange', {
          from: formatTripDate(sorted[0]!, language),
          to: formatTripDate(sorted.at(-1)!, language),
        });
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
      {text}
    </Typography>
  );
}

function BudgetProgress({ total, budget, currency }: { total: number; budget: number; currency: string }) {
  const { t } = useTranslation();
  const money = useMoney(currency);
  const percent = Math.round((total / budget) * 100);
  const leftMinor = minorOf(budget, currency) - minorOf(total, currency);
  const left = fromMinorUnits(Math.abs(leftMinor), currency);
  const color = leftMinor < 0 ? 'error' : percent >= 90 ? 'warning' : 'primary';
  const text = t('expenses.overview.ofBudget', { spent: money(total), budget: money(budget), percent });
  return (
    <Box sx={{ mt: 2 }}>
      <LinearProgress
        variant="determinate"
        value={Math.min(percent, 100)}
        color={color}
        aria-label={t('expenses.overview.budgetProgress')}
        aria-valuetext={text}
        sx={{ height: 10, borderRadius: 5 }}
      />
      <Typography sx={{ mt: 1 }}>{text}</Typography>
      <Typography sx={{ fontWeight: 600, color: leftMinor < 0 ? 'error.main' : 'text.primary' }}>
        {leftMinor < 0
          ? t('expenses.overview.overBudget', { amount: money(left) })
          : t('expenses.overview.leftInBudget', { amount: money(left) })}
      </Typography>
    </Box>
  );
}

/**
 * Booked stays, tours and flights with a price that no expense pays for yet: counted in the total as
 * planned costs, each a step away from becoming a shared expense (which then stands for its price).
 */
function PlannedCosts({ trip, summary }: { trip: TripDetail; summary: ExpenseSummary }) {
  const { t } = useTranslation();
  const money = useMoney(summary.currency);
  const language = currentLanguage();
  if (summary.plannedItems.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography color="text.secondary">
        {t('expenses.overview.plannedIncluded', { amount: money(summary.planned) })}
      </Typography>
      <Box
        component="ul"
        aria-label={t('expenses.overview.plannedList')}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {summary.plannedItems.map((item) => {
          const price = formatMoney(item.price, item.currency, language);
          return (
            <Box
              component="li"
              key={`${item.kind}:${item.id}`}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, minHeight: 40 }}
            >
              <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {item.amount === null
                  ? t('expenses.overview.plannedNoRate', { name: item.name, price })
                  : t('expenses.overview.plannedItem', { name: item.name, price })}
              </Typography>
              {trip.permissions.canEdit && (
                <RequiresServer>
                  <Button
                    component={RouterLink}
                    to={recordAsExpenseUrl(trip._id, item.kind, item.id)}
                    size="small"
                    startIcon={<ReceiptLongOutlinedIcon />}
                    aria-label={t('plan.recordAsExpenseNamed', { name: item.name })}
                  >
                    {t('plan.recordAsExpense')}
                  </Button>
                </RequiresServer>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

/** How much the trip has spent, measured against its budget when it has one. */
export function SpendingCard({ trip, summary }: { trip: TripDetail; summary: ExpenseSummary }) {
  const { t } = useTranslation();
  const money = useMoney(summary.currency);
  const { budget } = summary;
  return (
    <SectionCard title={t('expenses.overview.spentTitle')}>
      <Typography variant="h2" component="p">
        {money(summary.total)}
      </Typography>
      {budget !== null && budget > 0 ? (
        <BudgetProgress total={summary.total} budget={budget} currency={summary.currency} />
      ) : (
        <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Typography color="text.secondary">
            {trip.permissions.canEdit
              ? t('expenses.overview.noBudget')
              : t('expenses.overview.noBudgetReadOnly')}
          </Typography>
          {trip.permissions.canEdit && (
            <Button
              component={RouterLink}
              to={`/plan-trip/${trip._id}`}
              size="small"
              variant="outlined"
              startIcon={<EditOutlinedIcon />}
            >
              {t('expenses.overview.setBudget')}
            </Button>
          )}
        </Box>
      )}
      {summary.unconverted.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('expenses.overview.unconverted', { count: summary.unconverted.length })}{' '}
          <Link component={RouterLink} to={`/trips/${trip._id}/expense-detail`}>
            {t('expenses.overview.seeExpenses')}
          </Link>
        </Alert>
      )}
      <PlannedCosts trip={trip} summary={summary} />
      <RateDates dates={summary.rateDates} />
    </SectionCard>
  );
}
