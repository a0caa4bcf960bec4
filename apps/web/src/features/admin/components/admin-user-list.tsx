import type { ReactNode } from 'react';
import { Card, CardContent } from '@mui/material';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@trilha/shared';
import { EmptyState } from '../../../components/empty-state';
import { ResponsiveTable, type Column } from '../../../components/responsive-table';
import type { AdminPage } from '../api/admin-queries';
import { ListStatus, LoadMore } from './list-status';

/**
 * One paged list of accounts in a card, as the users, approval and premium screens show it: loading or
 * the failure, the empty state, a table (cards on phones) with each row's actions, and "load more".
 */
export function AdminUserList({
  list,
  label,
  columns,
  empty,
  actions,
}: {
  list: UseInfiniteQueryResult<InfiniteData<AdminPage<AdminUser>>>;
  label: string;
  columns: readonly [Column<AdminUser>, ...Column<AdminUser>[]];
  empty: { icon: ReactNode; title: string; description: string };
  actions: (user: AdminUser) => ReactNode;
}) {
  const { t } = useTranslation();
  const users = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        {!list.isSuccess ? (
          <ListStatus query={list} call="fetchUsers" />
        ) : users.length === 0 ? (
          <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />
        ) : (
          <ResponsiveTable
            label={label}
            columns={columns}
            rows={users}
            rowKey={(user) => user._id}
            actionsHeader={t('admin.actions')}
            actions={actions}
          />
        )}
        <LoadMore query={list} call="fetchUsers" />
      </CardContent>
    </Card>
  );
}
