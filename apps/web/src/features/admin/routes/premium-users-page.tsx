import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Card, CardContent } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@trilha/shared';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { NoticeSnackbar, useNotice } from '../../agencies/components/notice';
import { ResponsiveTable } from '../../agencies/components/responsive-table';
import { RowAction } from '../../agencies/components/row-action';
import { adminQueries } from '../api/admin-queries';
import { ListStatus, LoadMore } from '../components/list-status';
import { PremiumDialog } from '../components/premium-dialog';
import { UserActionDialog } from '../components/user-action-dialog';
import { usePremiumColumns } from '../components/user-columns';

/** /admin/premium-users: who has premium and until when; grant it by hand or revoke it. */
export function PremiumUsersPage() {
  const { t } = useTranslation();
  const list = useInfiniteQuery(adminQueries.premiumUsers());
  const users = list.data?.pages.flatMap((page) => page.items) ?? [];
  const columns = usePremiumColumns();
  const { notice, notify, close } = useNotice();
  const [granting, setGranting] = useState(false);
  const [revoking, setRevoking] = useState<AdminUser>();
  return (
    <>
      <PageHeader
        title={t('admin.premium.title')}
        subtitle={t('admin.premium.subtitle')}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setGranting(true)}>
            {t('admin.premium.grant')}
          </Button>
        }
      />
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
          {!list.isSuccess ? (
            <ListStatus query={list} call="fetchUsers" />
          ) : users.length === 0 ? (
            <EmptyState
              icon={<WorkspacePremiumOutlinedIcon />}
              title={t('admin.premium.emptyTitle')}
              description={t('admin.premium.emptyDescription')}
            />
          ) : (
            <ResponsiveTable
              label={t('admin.premium.list')}
              columns={columns}
              rows={users}
              rowKey={(user) => user._id}
              actionsHeader={t('admin.actions')}
              actions={(user) => (
                <RowAction
                  label={t('admin.premium.revokeNamed', { name: user.name })}
                  icon={<RemoveCircleOutlineIcon fontSize="small" />}
                  color="error"
                  onClick={() => setRevoking(user)}
                />
              )}
            />
          )}
          <LoadMore query={list} call="fetchUsers" />
        </CardContent>
      </Card>
      {granting && <PremiumDialog notify={notify} onClose={() => setGranting(false)} />}
      {revoking && (
        <UserActionDialog
          action="revokePremium"
          user={revoking}
          notify={notify}
          onClose={() => setRevoking(undefined)}
        />
      )}
      <NoticeSnackbar notice={notice} onClose={close} />
    </>
  );
}
