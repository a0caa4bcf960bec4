import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@trilha/shared';
import { PageHeader } from '../../../components/page-header';
import { NoticeSnackbar, useNotice } from '../../../components/notice';
import { RowAction } from '../../../components/row-action';
import { adminQueries } from '../api/admin-queries';
import { AdminUserList } from '../components/admin-user-list';
import { PremiumDialog } from '../components/premium-dialog';
import { UserActionDialog } from '../components/user-action-dialog';
import { usePremiumColumns } from '../components/user-columns';

/** /admin/premium-users: who has premium and until when; grant it by hand or revoke it. */
export function PremiumUsersPage() {
  const { t } = useTranslation();
  const list = useInfiniteQuery(adminQueries.premiumUsers());
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
      <AdminUserList
        list={list}
        label={t('admin.premium.list')}
        columns={columns}
        empty={{
          icon: <WorkspacePremiumOutlinedIcon />,
          title: t('admin.premium.emptyTitle'),
          description: t('admin.premium.emptyDescription'),
        }}
        actions={(user) => (
          <RowAction
            label={t('admin.premium.revokeNamed', { name: user.name })}
            icon={<RemoveCircleOutlineIcon fontSize="small" />}
            color="error"
            onClick={() => setRevoking(user)}
          />
        )}
      />
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
