import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@trilha/shared';
import { currentLanguage } from '../../../lib/i18n/i18n';
import type { Column } from '../../agencies/components/responsive-table';
import { formatAdminDate } from './admin-format';
import { useLastActionText, usePremiumEndText, UserStatusChip } from './user-labels';

type Columns = [Column<AdminUser>, ...Column<AdminUser>[]];

/** The users page's columns; the first is each card's title on a phone. */
export function useUserColumns(): Columns {
  const { t } = useTranslation();
  const lastAction = useLastActionText();
  const premiumEnd = usePremiumEndText();
  return [
    { id: 'name', header: t('admin.fields.name'), cell: (user) => user.name },
    { id: 'email', header: t('admin.fields.email'), cell: (user) => user.email },
    {
      id: 'role',
      header: t('admin.fields.role'),
      cell: (user) => [t(`admin.roles.${user.role}`), user.agencyName].filter(Boolean).join(' · '),
    },
    {
      id: 'status',
      header: t('admin.fields.status'),
      cell: (user) => <UserStatusChip status={user.status} />,
    },
    {
      id: 'premium',
      header: t('admin.fields.premium'),
      cell: (user) =>
        user.isPremium
          ? `${t('admin.users.premiumYes')} · ${premiumEnd(user.premiumUntil)}`
          : t('admin.users.premiumNo'),
    },
    {
      id: 'lastAction',
      header: t('admin.fields.lastAction'),
      cell: (user) => (
        <Typography
          component="span"
          variant="body2"
          color={user.lastAction ? 'text.primary' : 'text.secondary'}
        >
          {lastAction(user.lastAction)}
        </Typography>
      ),
    },
  ];
}

/** The columns of the accounts waiting for approval. */
export function usePendingColumns(): Columns {
  const { t } = useTranslation();
  return [
    { id: 'name', header: t('admin.fields.name'), cell: (user) => user.name },
    { id: 'email', header: t('admin.fields.email'), cell: (user) => user.email },
    {
      id: 'signedUp',
      header: t('admin.fields.signedUp'),
      cell: (user) => formatAdminDate(user.createdAt, currentLanguage()),
    },
  ];
}

/** The premium list's columns: who, and when their grant ends. */
export function usePremiumColumns(): Columns {
  const { t } = useTranslation();
  const premiumEnd = usePremiumEndText();
  return [
    { id: 'name', header: t('admin.fields.name'), cell: (user) => user.name },
    { id: 'email', header: t('admin.fields.email'), cell: (user) => user.email },
    { id: 'until', header: t('admin.fields.premiumUntil'), cell: (user) => premiumEnd(user.premiumUntil) },
  ];
}
