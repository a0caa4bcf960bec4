import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { fromMinorUnits, type ExpenseSummary } from '@trilha/shared';
import { signedMoney, useMoney } from './overview/use-money';
import { minorOf } from '../utils/expense-money';
import { SummaryItemTitle, SummaryLine, SummarySection } from '../../trips/components';

type Money = (amount: number) => string;

/** A name (and a detail under it) on the left, an amount on the right; on a phone they wrap. */
function AmountRow({
  label,
  detail,
  amount,
  amountDetail,
}: {
  label: string;
  detail?: string;
  amount: string;
  amountDetail?: string;
}) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        columnGap: 2,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        breakInside: 'avoid',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{label}</Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        )}
      </Box>
      <Box sx={{ ml: 'auto', textAlign: 'right' }}>
        <Typography sx={{ fontWeight: 600 }}>{amount}</Typography>
        {amountDetail && <Typography variant="body2">{amountDetail}</Typography>}
      </Box>
    </Box>
  );
}

function Rows({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, mb: 2, p: 0 }}>
      {children}
    </Box>
  );
}

/** Spent so far, measured against the budget when there is one. */
function Spent({ summary, money }: { summary: ExpenseSummary; money: Money }) {
  const { t } = useTranslation();
  const { total, budget, currency } = summary;
  const leftMinor = budget === null ? 0 : minorOf(budget, currency) - minorOf(total, currency);
  const left = money(fromMinorUnits(Math.abs(leftMinor), currency));
  return (
    <Box sx={{ mb: 2, breakInside: 'avoid' }}>
      <Typography color="text.secondary">{t('expenses.overview.spentTitle')}</Typography>
      <Typography variant="h4" component="p">
        {money(total)}
      </Typography>
      {budget !== null && budget > 0 && (
        <>
          <SummaryLine>
            {t('expenses.overview.ofBudget', {
              spent: money(total),
              budget: money(budget),
              percent: Math.round((total / budget) * 100),
            })}
          </SummaryLine>
          <SummaryLine strong>
            {leftMinor < 0
              ? t('expenses.overview.overBudget', { amount: left })
              : t('expenses.overview.leftInBudget', { amount: left })}
          </SummaryLine>
        </>
      )}
      {summary.unconverted.length > 0 && (
        <SummaryLine>{t('expenses.overview.unconverted', { count: summary.unconverted.length })}</SummaryLine>
      )}
    </Box>
  );
}

/** Positive is owed to them, negative they owe: said in words beside the signed amount. */
function balanceState(balance: number) {
  if (balance > 0) return 'expenses.balances.isOwed';
  return balance < 0 ? 'expenses.balances.owes' : 'expenses.balances.even';
}

const hasCosts = (summary: ExpenseSummary) =>
  summary.total !== 0 ||
  summary.settlements.length > 0 ||
  summary.byParticipant.some((person) => person.paid !== 0 || person.owes !== 0 || person.settled !== 0);

/** What the trip cost in its currency, by category, where each person stands and who pays whom. */
export function SummaryCosts({ summary }: { summary: ExpenseSummary }) {
  const { t } = useTranslation();
  const money = useMoney(summary.currency);
  if (!hasCosts(summary)) return null;
  const names = new Map(summary.byParticipant.map((person) => [person.participantId, person.name]));
  const nameOf = (id: string) => names.get(id) ?? t('expenses.unknownPerson');
  const categories = summary.byCategory
    .filter((entry) => entry.amount > 0)
    .sort((a, b) => b.amount - a.amount);
  return (
    <SummarySection title={t('expenses.overview.title')}>
      <Spent summary={summary} money={money} />
      {categories.length > 0 && (
        <>
          <SummaryItemTitle>{t('expenses.overview.byCategory')}</SummaryItemTitle>
          <Rows label={t('expenses.overview.byCategory')}>
            {categories.map((entry) => (
              <AmountRow
                key={entry.category}
                label={t(`expenses.categories.${entry.category}`)}
                amount={money(entry.amount)}
              />
            ))}
          </Rows>
        </>
      )}
      {summary.byParticipant.length > 0 && (
        <>
          <SummaryItemTitle>{t('expenses.balances.title')}</SummaryItemTitle>
          <Rows label={t('expenses.balances.title')}>
            {summary.byParticipant.map((person) => (
              <AmountRow
                key={person.participantId}
                label={person.name}
                detail={t('expenses.balances.paidAndShare', {
                  paid: money(person.paid),
                  share: money(person.owes),
                })}
                amount={signedMoney(person.balance, money)}
                amountDetail={t(balanceState(person.balance))}
              />
            ))}
          </Rows>
        </>
      )}
      <SummaryItemTitle>{t('expenses.settle.title')}</SummaryItemTitle>
      {summary.settlements.length === 0 ? (
        <SummaryLine>{t('expenses.settle.allSettled')}</SummaryLine>
      ) : (
        <Box component="ul" aria-label={t('expenses.settle.title')} sx={{ m: 0, pl: 2.5 }}>
          {summary.settlements.map((transfer) => (
            <Box component="li" key={`${transfer.from}-${transfer.to}`} sx={{ breakInside: 'avoid' }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {t('expenses.settle.transfer', {
                  from: nameOf(transfer.from),
                  to: nameOf(transfer.to),
                  amount: money(transfer.amount),
                })}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </SummarySection>
  );
}
