import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TimeState, TripRole } from '@trilha/shared';

const TIME_STATE_COLORS: Record<TimeState, ChipProps['color']> = {
  upcoming: 'primary',
  'starting-soon': 'secondary',
  'in-progress': 'success',
  completed: 'default',
};

export function TimeStateChip({
  timeState,
  size = 'small',
}: {
  timeState: TimeState;
  size?: ChipProps['size'];
}) {
  const { t } = useTranslation();
  return (
    <Chip
      size={size}
      color={TIME_STATE_COLORS[timeState]}
      variant={timeState === 'upcoming' ? 'outlined' : 'filled'}
      label={t(`trips.timeState.${timeState}`)}
    />
  );
}

/** Shown on trips someone else owns, so the user knows what they may do there. */
export function SharedRoleChip({ role, size = 'small' }: { role: TripRole; size?: ChipProps['size'] }) {
  const { t } = useTranslation();
  if (role === 'owner') return null;
  return (
    <Chip
      size={size}
      variant="outlined"
      label={t('trips.roles.sharedAs', { role: t(`trips.roles.${role}`) })}
    />
  );
}
