import { Link as RouterLink } from 'react-router';
import { IconButton, Tooltip } from '@mui/material';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useTranslation } from 'react-i18next';
import type { ExpenseSourceKind, TripDetail } from '@trilha/shared';
import { RequiresServer } from '../../../../components/requires-server';

/** The expense form, prefilled from a stay, tour or flight of the trip and linked to it. */
export const recordAsExpenseUrl = (tripId: string, kind: ExpenseSourceKind, id: string) =>
  `/trips/${tripId}/add-expense?from=${kind}:${id}`;

/**
 * On a booked item with a price that no expense pays for yet (a planned cost of the trip's finances),
 * a button that makes it a shared expense in one step; the expense then stands for its price.
 */
export function RecordAsExpense({
  trip,
  kind,
  id,
  name,
}: {
  trip: TripDetail;
  kind: ExpenseSourceKind;
  id: string;
  name: string;
}) {
  const { t } = useTranslation();
  const planned = trip.expenseSummary.plannedItems.some((item) => item.kind === kind && item.id === id);
  if (!trip.permissions.canEdit || !planned) return null;
  const label = t('plan.recordAsExpenseNamed', { name });
  return (
    <RequiresServer>
      <Tooltip title={t('plan.recordAsExpense')}>
        <IconButton component={RouterLink} to={recordAsExpenseUrl(trip._id, kind, id)} aria-label={label}>
          <ReceiptLongOutlinedIcon />
        </IconButton>
      </Tooltip>
    </RequiresServer>
  );
}
