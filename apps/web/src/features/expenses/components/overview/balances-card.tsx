import { Box, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import { useTranslation } from 'react-i18next';
import type { ExpenseSummary } from '@trilha/shared';
import { SectionCard } from '../../../../components/section-card';
import { signedMoney, useMoney } from './use-money';

type Person = ExpenseSummary['byParticipant'][number];

/** Positive is owed to them, negative they owe: said in words, with a sign and an arrow, then coloured. */
function Balance({ person, money }: { person: Person; money: (amount: number) => string }) {
  const { t } = useTranslation();
  const { balance } = person;
  const [Icon, color, label] =
    balance > 0
      ? [ArrowUpwardIcon, 'success.main', t('expenses.balances.isOwed')]
      : balance < 0
        ? [ArrowDownwardIcon, 'error.main', t('expenses.balances.owes')]
        : [CheckCircleOutlineIcon, 'text.secondary', t('expenses.balances.even')];
  return (
    <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5, color }}>
        <Icon fontSize="small" aria-hidden />
        <Typography sx={{ fontWeight: 700, color: 'inherit' }}>{signedMoney(balance, money)}</Typography>
      </Box>
      <Typography variant="body2" sx={{ color }}>
        {label}
      </Typography>
    </Box>
  );
}

/** Each person: what they paid, their share of the spending, and where that leaves them. */
export function BalancesCard({ summary }: { summary: ExpenseSummary }) {
  const { t } = useTranslation();
  const money = useMoney(summary.currency);
  const title = t('expenses.balances.title');
  return (
    <SectionCard title={title} description={t('expenses.balances.description')}>
      <Box component="ul" aria-label={title} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {summary.byParticipant.map((person) => (
          <Box
            component="li"
            key={person.participantId}
            aria-label={person.name}
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 2,
              py: 1.25,
              borderBottom: 1,
              borderColor: 'divider',
              '&:last-of-type': { borderBottom: 0 },
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{person.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('expenses.balances.paidAndShare', { paid: money(person.paid), share: money(person.owes) })}
                {person.settled !== 0 &&
                  ` · ${t('expenses.balances.settled', { amount: signedMoney(person.settled, money) })}`}
              </Typography>
            </Box>
            <Balance person={person} money={money} />
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
