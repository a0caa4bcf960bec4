import { Alert, Box, Button, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import EastIcon from '@mui/icons-material/East';
import { useTranslation } from 'react-i18next';
import type { ExpenseSummary, TripDetail } from '@trilha/shared';
import { errorMessage } from '../../../../lib/api-errors';
import { SectionCard } from '../../../../components/section-card';
import { useRecordSettlement } from '../../api/record-settlement';
import { amountText, todayDate } from '../../utils/expense-money';
import { useMoney } from './use-money';
import { RequiresServer } from '../../../../components/requires-server';

type Transfer = ExpenseSummary['settlements'][number];

/**
 * The fewest transfers that settle everyone ("Ana pays Bruno €45.00"); a writer records one as paid,
 * which adds a settlement and moves both balances.
 */
export function SettleUpCard({ trip, summary }: { trip: TripDetail; summary: ExpenseSummary }) {
  const { t } = useTranslation();
  const money = useMoney(summary.currency);
  const record = useRecordSettlement(trip._id);
  const { canEdit } = trip.permissions;
  const names = new Map(summary.byParticipant.map((person) => [person.participantId, person.name]));
  const nameOf = (id: string) => names.get(id) ?? t('expenses.unknownPerson');
  const title = t('expenses.settle.title');
  const recordPaid = (transfer: Transfer) =>
    record.mutate({
      from: transfer.from,
      to: transfer.to,
      amount: amountText(transfer.amount, summary.currency),
      currency: summary.currency,
      date: todayDate(),
      description: t('expenses.settlement'),
    });
  return (
    <SectionCard title={title} description={t('expenses.settle.description')}>
      {summary.settlements.length === 0 ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'success.main' }}>
          <CheckCircleOutlineIcon aria-hidden />
          <Typography sx={{ color: 'text.primary' }}>{t('expenses.settle.allSettled')}</Typography>
        </Box>
      ) : (
        <Box
          component="ul"
          aria-label={title}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {summary.settlements.map((transfer) => {
            const text = t('expenses.settle.transfer', {
              from: nameOf(transfer.from),
              to: nameOf(transfer.to),
              amount: money(transfer.amount),
            });
            const pending =
              record.isPending &&
              record.variables.from === transfer.from &&
              record.variables.to === transfer.to;
            return (
              <Box
                component="li"
                key={`${transfer.from}-${transfer.to}`}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 1,
                }}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                  <EastIcon fontSize="small" color="secondary" aria-hidden />
                  <Typography sx={{ overflowWrap: 'anywhere' }}>{text}</Typography>
                </Box>
                {canEdit && (
                  <RequiresServer>
                    <Button
                      variant="outlined"
                      size="small"
                      disabled={record.isPending}
                      aria-busy={pending}
                      aria-label={t('expenses.settle.recordNamed', { transfer: text })}
                      onClick={() => recordPaid(transfer)}
                    >
                      {t('expenses.settle.record')}
                    </Button>
                  </RequiresServer>
                )}
              </Box>
            );
          })}
        </Box>
      )}
      {record.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {t('expenses.settle.failed', { message: errorMessage(record.error) })}
        </Alert>
      )}
    </SectionCard>
  );
}
