import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FlightStatus } from '@trilha/shared';

/** One colour per status: calm while on schedule, green once down, red or amber when something happened. */
export const STATUS_COLORS: Record<FlightStatus, NonNullable<ChipProps['color']>> = {
  scheduled: 'primary',
  active: 'info',
  landed: 'success',
  cancelled: 'error',
  incident: 'error',
  diverted: 'warning',
  redirected: 'secondary',
  unknown: 'default',
};

/** Filled for the statuses that need the traveller's attention, outlined otherwise. */
const LOUD: ReadonlySet<FlightStatus> = new Set(['active', 'cancelled', 'incident', 'diverted']);

export function FlightStatusChip({
  status,
  ...props
}: { status: FlightStatus } & Omit<ChipProps, 'color' | 'label' | 'variant'>) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      {...props}
      color={STATUS_COLORS[status]}
      variant={LOUD.has(status) ? 'filled' : 'outlined'}
      label={t(`flights.statuses.${status}`)}
      data-status={status}
    />
  );
}
