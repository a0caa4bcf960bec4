import { Box, Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ConsultantStatus, PaymentStatus, StaffRole } from '@trilha/shared';

const PAYMENT_COLORS: Record<PaymentStatus, ChipProps['color']> = {
  pending: 'warning',
  paid: 'success',
  overdue: 'error',
};

export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={PAYMENT_COLORS[status]}
      variant={status === 'paid' ? 'filled' : 'outlined'}
      label={t(`agencies.paymentStatus.${status}`)}
    />
  );
}

const CONSULTANT_COLORS: Record<ConsultantStatus, ChipProps['color']> = {
  invited: 'info',
  active: 'success',
  inactive: 'default',
};

export function ConsultantStatusChip({ status }: { status: ConsultantStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={CONSULTANT_COLORS[status]}
      variant="outlined"
      label={t(`agencies.consultantStatus.${status}`)}
    />
  );
}

/** Marks the agency's managers; a plain consultant needs no chip. */
export function StaffRoleChip({ role }: { role: StaffRole }) {
  const { t } = useTranslation();
  if (role !== 'consultant-admin') return null;
  return (
    <Chip size="small" color="secondary" variant="outlined" label={t('agencies.roles.consultant-admin')} />
  );
}

/**
 * The name column of someone invited: the agency sees only the e-mail it typed (in its own column) until
 * they accept, so the name says the invitation is pending instead of repeating the e-mail.
 */
export function PersonName({ person }: { person: { name: string; status: string } }) {
  const { t } = useTranslation();
  if (person.status !== 'invited') return <span>{person.name}</span>;
  return (
    <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
      {t('agencies.invitationPending')}
    </Box>
  );
}
