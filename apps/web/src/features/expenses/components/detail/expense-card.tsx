import { Link as RouterLink } from 'react-router';
import { Box, Card, CardContent, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Expense, type TripDetail } from '@trilha/shared';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import { DeleteButton, DetailLine, formatTripDate } from '../../../trips/components';
import { useDeleteExpense } from '../../api/delete-expense';
import { CATEGORY_COLORS, CategoryIcon } from '../../utils/expense-labels';
import { convertedAmount, rateText } from '../../utils/expense-money';
import { RequiresServer } from '../../../../components/requires-server';

function ExpenseActions({ trip, expense }: { trip: TripDetail; expense: Expense }) {
  const { t } = useTranslation();
  const remove = useDeleteExpense(trip._id, expense._id);
  const name = expense.description;
  const editLabel = t('expenses.detail.editNamed', { name });
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1, mr: -1, mb: -1 }}>
      {expense.kind === 'expense' && (
        <RequiresServer>
          <Tooltip title={editLabel}>
            <IconButton
              component={RouterLink}
              to={`/trips/${trip._id}/add-expense?expenseId=${expense._id}`}
              aria-label={editLabel}
            >
              <EditOutlinedIcon />
            </IconButton>
          </Tooltip>
        </RequiresServer>
      )}
      <DeleteButton
        label={t('expenses.detail.deleteNamed', { name })}
        title={t('expenses.detail.deleteTitle', { name })}
        text={t(
          expense.kind === 'settlement'
            ? 'expenses.detail.deleteSettlementText'
            : 'expenses.detail.deleteText',
        )}
        confirmLabel={t('expenses.detail.delete')}
        mutation={remove}
      />
    </Box>
  );
}

/** The rate an expense in another currency was converted with, and where it came from. */
function RateLine({ expense, tripCurrency }: { expense: Expense; tripCurrency: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (expense.currency === tripCurrency) return null;
  const text =
    expense.rate === null || expense.rateCurrency !== tripCurrency
      ? t('expenses.detail.noRate', { currency: tripCurrency })
      : [
          t('expenses.detail.rate', {
            from: expense.currency,
            rate: rateText(expense.rate),
            to: expense.rateCurrency,
          }),
          expense.rateDate
            ? t('expenses.form.referenceRate', { date: formatTripDate(expense.rateDate, language) })
            : t('expenses.detail.typedRate'),
        ].join(' · ');
  return <DetailLine icon={<CurrencyExchangeIcon />}>{text}</DetailLine>;
}

/** An itemised receipt's lines, each with its people, and the tax and tip spread over them. */
function ReceiptLines({ expense, nameOf }: { expense: Expense; nameOf: (participantId: string) => string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = (amount: number) => formatMoney(amount, expense.currency, language);
  return (
    <Box
      component="ul"
      aria-label={t('expenses.detail.lines')}
      sx={{ m: 0, pl: 4, color: 'text.secondary', typography: 'body2', overflowWrap: 'anywhere' }}
    >
      {expense.lines.map((line, index) => (
        <li key={index}>
          {t('expenses.detail.line', {
            description: line.description,
            amount: money(line.amount),
            people: line.participants.map(nameOf).join(', '),
          })}
        </li>
      ))}
      {expense.tax + expense.tip > 0 && (
        <li>{t('expenses.detail.taxTip', { tax: money(expense.tax), tip: money(expense.tip) })}</li>
      )}
    </Box>
  );
}

const DIVISION_TEXT = {
  equal: 'expenses.detail.sharedEqually',
  unequal: 'expenses.detail.sharedUnequally',
  itemised: 'expenses.detail.itemised',
} as const;

/**
 * One expense: what, which category and day, the amount in its currency (and the trip's), who paid and
 * (one person, or several with what each paid) and who shares how much, with an itemised receipt's lines.
 * A settlement reads as the transfer it records.
 */
export function ExpenseCard({
  trip,
  expense,
  nameOf,
}: {
  trip: TripDetail;
  expense: Expense;
  nameOf: (participantId: string) => string;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = (amount: number, currency: string) => formatMoney(amount, currency, language);
  const converted = convertedAmount(expense, trip.currency);
  const settlement = expense.kind === 'settlement';
  const payer = nameOf(expense.paidBy);
  const payers = expense.payers
    .map((part) => `${nameOf(part.participantId)} ${money(part.amount, expense.currency)}`)
    .join(' · ');
  const shares = expense.participants
    .map((part) => `${nameOf(part.participantId)} ${money(part.share, expense.currency)}`)
    .join(' · ');
  return (
    <Card
      component="li"
      variant="outlined"
      aria-label={expense.description}
      sx={settlement ? { borderStyle: 'dashed', bgcolor: 'action.hover' } : undefined}
    >
      <CardContent sx={{ p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
          <Box
            aria-hidden
            sx={{
              width: 36,
              height: 36,
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
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'space-between',
                columnGap: 2,
                rowGap: 0.25,
              }}
            >
              <Typography variant="h4" component="h3" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {expense.description}
              </Typography>
              <Box sx={{ textAlign: 'right', ml: 'auto' }}>
                <Typography sx={{ fontWeight: 700 }}>{money(expense.amount, expense.currency)}</Typography>
                {converted !== null && expense.currency !== trip.currency && (
                  <Typography variant="body2" color="text.secondary">
                    {t('expenses.detail.converted', { amount: money(converted, trip.currency) })}
                  </Typography>
                )}
              </Box>
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.25 }}>
              {settlement ? (
                <Chip size="small" color="success" variant="outlined" label={t('expenses.settlement')} />
              ) : (
                <>
                  <Typography variant="body2" color="text.secondary">
                    {t(`expenses.categories.${expense.category}`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" aria-hidden>
                    ·
                  </Typography>
                </>
              )}
              <Typography variant="body2" color="text.secondary">
                {formatTripDate(expense.date, language)}
              </Typography>
            </Box>
            <Box sx={{ display: 'grid', gap: 0.5, mt: 1 }}>
              {settlement ? (
                <DetailLine icon={<PaymentsOutlinedIcon />}>
                  {t('expenses.detail.settlementText', {
                    from: payer,
                    to: expense.participants.map((part) => nameOf(part.participantId)).join(', '),
                    amount: money(expense.amount, expense.currency),
                  })}
                </DetailLine>
              ) : (
                <>
                  <DetailLine icon={<PaymentsOutlinedIcon />}>
                    {expense.payers.length > 0
                      ? t('expenses.detail.paidBySeveral', { payers })
                      : t('expenses.detail.paidBy', { name: payer })}
                  </DetailLine>
                  <DetailLine icon={<GroupOutlinedIcon />}>
                    {t(DIVISION_TEXT[expense.division], { shares })}
                  </DetailLine>
                  {expense.division === 'itemised' && <ReceiptLines expense={expense} nameOf={nameOf} />}
                </>
              )}
              <RateLine expense={expense} tripCurrency={trip.currency} />
            </Box>
          </Box>
        </Box>
        {trip.permissions.canEdit && <ExpenseActions trip={trip} expense={expense} />}
      </CardContent>
    </Card>
  );
}
