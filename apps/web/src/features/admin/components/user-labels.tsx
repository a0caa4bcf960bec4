import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AuditEntry, UserStatus } from '@trilha/shared';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { formatAdminDate } from './admin-format';

const STATUS_COLORS: Record<UserStatus, ChipProps['color']> = {
  pending: 'warning',
  active: 'success',
  suspended: 'error',
};

export function UserStatusChip({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLORS[status]}
      label={t(`admin.statuses.${status}`)}
    />
  );
}

/** "Suspended by Ana on 24/11/2031"; the expiry job, or a since-deleted administrator, has no name. */
export function useLastActionText() {
  const { t } = useTranslation();
  return (entry: AuditEntry | null): string => {
    if (!entry) return t('admin.audit.never');
    const values = {
      actor: entry.actorName ?? '',
      date: formatAdminDate(entry.createdAt, currentLanguage()),
      role: entry.role ? t(`admin.roles.${entry.role}`) : '',
    };
    return entry.actorName
      ? t(`admin.audit.byActor.${entry.action}`, values)
      : t(`admin.audit.noActor.${entry.action}`, values);
  };
}

/** "until 24/11/2031" or "no end date" for a premium grant. */
export function usePremiumEndText() {
  const { t } = useTranslation();
  return (premiumUntil: string | null): string =>
    premiumUntil
      ? t('admin.premium.until', { date: formatAdminDate(premiumUntil, currentLanguage()) })
      : t('admin.premium.noEnd');
}
