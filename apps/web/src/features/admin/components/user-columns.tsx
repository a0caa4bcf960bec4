import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@trilha/shared';
import { currentLanguage } from '../../../lib/i18n/i18n';
import type { Column } from '../../../components/responsive-table';
import { formatAdminDate } from './admin-format';
import { useLastActionText, usePremiumEndText, UserStatusChip } from './user-labels';

type Columns = [Column<AdminUser>, ...Column<AdminUser>[]];

/** The name with the e-mail under it: one column on a desktop table, a phone card's title. */
function NameAndEmail({ user }: { user: Pick<AdminUser, 'name' | 'email'> }) {
  return (
    // On the desktop table the person keeps room for a name and an e-mail beside the other columns.
    <Box sx={{ minWidth: { xs: 0, sm: 200 } }}>
      <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {user.name}
      </Typography>
      <Typography
        component="span"
        variant="body2"
        color="text.secondary"
        sx={{ display: 'block', fontWeight: 400, overflowWrap: 'anywhere' }}
      >
        {user.email}
      </Typography>
    </Box>
  );
}

function usePersonColumn(): Column<AdminUser> {
  const { t } = useTranslation();
  return { id: 'person', header: t('admin.fields.person'), cell: (user) => <NameAndEmail user={user} /> };
}

/** The users page's columns; the first is each card's title on a phone. */
export function useUserColumns(): Columns {
  const { t } = useTranslation();
  const lastAction = useLastActionText();
  const premiumEnd = usePremiumEndText();
  const person = usePersonColumn();
  return [
    person,
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
  const person = usePersonColumn();
  return [
    person,
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
  const person = usePersonColumn();
  return [
    person,
    { id: 'until', header: t('admin.fields.premiumUntil'), cell: (user) => premiumEnd(user.premiumUntil) },
  ];
}
