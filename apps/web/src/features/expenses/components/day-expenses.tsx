import { Link as RouterLink } from 'react-router';
import { Box, Button, Link, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Expense, type TripDay, type TripDetail } from '@trilha/shared';
import { SectionCard } from '../../../components/section-card';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { CATEGORY_COLORS, CategoryIcon } from '../utils/expense-labels';
import { convertedAmount, spendingTotal } from '../utils/expense-money';

function ExpenseRow({ expense, tripCurrency }: { expense: Expense; tripCurrency: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const settlement = expense.kind === 'settlement';
  const converted = convertedAmount(expense, tripCurrency);
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 28,
          height: 28,
          flexShrink: 0,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: '#fff',
          bgcolor: settlement ? 'success.main' : CATEGORY_COLORS[expense.category],
        }}
      >
        {settlement ? (
          <HandshakeOutlinedIcon fontSize="small" />
        ) : (
          <CategoryIcon category={expense.category} />
        )}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{expense.description}</Typography>
        <Typography variant="body2" color="text.secondary">
          {settlement ? t('expenses.settlement') : t(`expenses.categories.${expense.category}`)}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {formatMoney(expense.amount, expense.currency, language)}
        </Typography>
        {converted !== null && expense.currency !== tripCurrency && (
          <Typography variant="body2" color="text.secondary">
            {t('expenses.detail.converted', { amount: formatMoney(converted, tripCurrency, language) })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/**
 * "Spent this day": each expense of the day and their total in the trip's currency (settlements are
 * transfers, so they show but do not add up; an expense without a rate to the trip's currency is named
 * as left out).
 */
export function DayExpenses({ trip, day }: { trip: TripDetail; day: TripDay }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  // A server from before expenses sends no list.
  const expenses: Expense[] = day.expenses ?? [];
  const total = spendingTotal(expenses, trip.currency);
  const base = `/trips/${trip._id}`;
  return (
    <SectionCard title={t('expenses.day.title')}>
      {expenses.length === 0 ? (
        <Typography color="text.secondary">{t('expenses.day.empty')}</Typography>
      ) : (
        <>
          <Box component="ul" aria-label={t('expenses.day.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {expenses.map((expense) => (
              <ExpenseRow key={expense._id} expense={expense} tripCurrency={trip.currency} />
            ))}
          </Box>
          <Typography sx={{ mt: 1.5, textAlign: 'right', fontWeight: 700 }}>
            {t('expenses.day.total', { amount: formatMoney(total.amount, trip.currency, language) })}
          </Typography>
          {total.unconverted > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
              {t('expenses.day.totalUnconverted', { count: total.unconverted })}
            </Typography>
          )}
        </>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 2 }}>
        {trip.permissions.canEdit && (
          <Button
            component={RouterLink}
            to={`${base}/add-expense?date=${day.date}`}
            variant="outlined"
            size="small"
            startIcon={<AddIcon />}
          >
            {t('expenses.day.add')}
          </Button>
        )}
        {expenses.length > 0 && (
          <Link component={RouterLink} to={`${base}/expense-detail?date=${day.date}`}>
            {t('expenses.day.seeAll')}
          </Link>
        )}
      </Box>
    </SectionCard>
  );
}
