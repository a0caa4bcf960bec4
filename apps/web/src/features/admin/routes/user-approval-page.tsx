import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Card, CardContent, Stack } from '@mui/material';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@trilha/shared';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { NoticeSnackbar, useNotice } from '../../agencies/components/notice';
import { ResponsiveTable } from '../../agencies/components/responsive-table';
import { adminQueries } from '../api/admin-queries';
import { ListStatus, LoadMore } from '../components/list-status';
import { UserActionDialog } from '../components/user-action-dialog';
import { usePendingColumns } from '../components/user-columns';

type Deciding = { action: 'approve' | 'reject'; user: AdminUser };

/** /admin/user-approval: the accounts waiting for an administrator, oldest sign-ups last. */
export function UserApprovalPage() {
  const { t } = useTranslation();
  const list = useInfiniteQuery(adminQueries.users({ status: 'pending' }));
  const users = list.data?.pages.flatMap((page) => page.items) ?? [];
  const columns = usePendingColumns();
  const { notice, notify, close } = useNotice();
  const [deciding, setDeciding] = useState<Deciding>();
  return (
    <>
      <PageHeader title={t('admin.approval.title')} subtitle={t('admin.approval.subtitle')} />
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
          {!list.isSuccess ? (
            <ListStatus query={list} call="fetchUsers" />
          ) : users.length === 0 ? (
            <EmptyState
              icon={<HowToRegOutlinedIcon />}
              title={t('admin.approval.emptyTitle')}
              description={t('admin.approval.emptyDescription')}
            />
          ) : (
            <ResponsiveTable
              label={t('admin.approval.list')}
              columns={columns}
              rows={users}
              rowKey={(user) => user._id}
              actionsHeader={t('admin.actions')}
              actions={(user) => (
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                  <Button
                    size="small"
                    color="error"
                    aria-label={t('admin.approval.rejectNamed', { name: user.name })}
                    onClick={() => setDeciding({ action: 'reject', user })}
                  >
                    {t('admin.approval.reject')}
                  </Button>
                  <Button
                    size="small"
                    variant="contained"
                    aria-label={t('admin.approval.approveNamed', { name: user.name })}
                    onClick={() => setDeciding({ action: 'approve', user })}
                  >
                    {t('admin.approval.approve')}
                  </Button>
                </Stack>
              )}
            />
          )}
          <LoadMore query={list} call="fetchUsers" />
        </CardContent>
      </Card>
      {deciding && (
        <UserActionDialog
          action={deciding.action}
          user={deciding.user}
          notify={notify}
          onClose={() => setDeciding(undefined)}
        />
      )}
      <NoticeSnackbar notice={notice} onClose={close} />
    </>
  );
}
