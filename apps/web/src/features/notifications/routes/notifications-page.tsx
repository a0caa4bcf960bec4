import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { notificationQueries } from '../api/notification-queries';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useDeleteAllNotifications } from '../api/delete-all-notifications';
import { NotificationCard } from '../components/notification-card';

/** /notifications: every notification, newest first, in pages (SPEC.md 2, issue 8). */
export function NotificationsPage() {
  const { t } = useTranslation();
  const list = useInfiniteQuery(notificationQueries.page());
  const unread = useQuery(notificationQueries.unread());
  const markAll = useMarkAllNotificationsRead();
  const deleteAll = useDeleteAllNotifications();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const notifications = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const count = unread.data?.length ?? 0;

  const actions = (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {count > 0 && (
        <Button
          variant="contained"
          startIcon={<DoneAllIcon />}
          onClick={() => markAll.mutate()}
          disabled={markAll.isPending}
        >
          {t('notifications.markAllAsRead')}
        </Button>
      )}
      {notifications.length > 0 && (
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteSweepOutlinedIcon />}
          onClick={() => {
            deleteAll.reset();
            setConfirmDelete(true);
          }}
        >
          {t('notifications.page.deleteAll')}
        </Button>
      )}
    </Stack>
  );

  return (
    <>
      <PageHeader
        title={t('notifications.title')}
        subtitle={count > 0 ? t('notifications.page.unreadCount', { count }) : undefined}
        action={actions}
      />
      {markAll.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t('notifications.errors.markAllAsRead')}
        </Alert>
      )}
      {list.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress color="secondary" aria-label={t('notifications.loading')} />
        </Box>
      )}
      {list.isError && notifications.length === 0 && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('notifications.errors.fetchNotifications')}
        </Alert>
      )}
      {list.isSuccess && notifications.length === 0 && (
        <EmptyState
          icon={<NotificationsNoneOutlinedIcon />}
          title={t('notifications.page.emptyTitle')}
          description={t('notifications.page.emptyDescription')}
        />
      )}
      {notifications.length > 0 && (
        <Stack
          component="ul"
          spacing={1.5}
          aria-label={t('notifications.title')}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {notifications.map((notification) => (
            <li key={notification._id}>
              <NotificationCard notification={notification} />
            </li>
          ))}
        </Stack>
      )}
      {list.isFetchNextPageError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('notifications.errors.fetchNotifications')}
        </Alert>
      )}
      {list.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button
            variant="outlined"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
          >
            {list.isFetchingNextPage ? t('common.loading') : t('notifications.page.loadMore')}
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={confirmDelete}
        title={t('notifications.page.deleteAllTitle')}
        text={t('notifications.page.deleteAllText')}
        confirmLabel={t('notifications.page.deleteAllConfirm')}
        pending={deleteAll.isPending}
        error={deleteAll.isError ? t('notifications.errors.deleteAll') : undefined}
        onConfirm={() => deleteAll.mutate(undefined, { onSuccess: () => setConfirmDelete(false) })}
        onClose={() => setConfirmDelete(false)}
      />
    </>
  );
}
