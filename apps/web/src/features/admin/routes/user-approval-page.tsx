import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Stack } from '@mui/material';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@trilha/shared';
import { PageHeader } from '../../../components/page-header';
import { NoticeSnackbar, useNotice } from '../../../components/notice';
import { adminQueries } from '../api/admin-queries';
import { AdminUserList } from '../components/admin-user-list';
import { UserActionDialog } from '../components/user-action-dialog';
import { usePendingColumns } from '../components/user-columns';

type Deciding = { action: 'approve' | 'reject'; user: AdminUser };

/** /admin/user-approval: the accounts waiting for an administrator, oldest sign-ups last. */
export function UserApprovalPage() {
  const { t } = useTranslation();
  const list = useInfiniteQuery(adminQueries.users({ status: 'pending' }));
  const columns = usePendingColumns();
  const { notice, notify, close } = useNotice();
  const [deciding, setDeciding] = useState<Deciding>();
  return (
    <>
      <PageHeader title={t('admin.approval.title')} subtitle={t('admin.approval.subtitle')} />
      <AdminUserList
        list={list}
        label={t('admin.approval.list')}
        columns={columns}
        empty={{
          icon: <HowToRegOutlinedIcon />,
          title: t('admin.approval.emptyTitle'),
          description: t('admin.approval.emptyDescription'),
        }}
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
