import { useState } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Box, MenuItem, TextField } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { ROLES, USER_STATUSES, type Role, type UserStatus } from '@trilha/shared';
import { PageHeader } from '../../../components/page-header';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { NoticeSnackbar, useNotice } from '../../../components/notice';
import { SearchField } from '../../../components/search-field';
import { adminQueries } from '../api/admin-queries';
import { AdminUserList } from '../components/admin-user-list';
import { UserActionsMenu } from '../components/user-actions-menu';
import { useUserColumns } from '../components/user-columns';
import { UserDialogs, type OpenAction } from '../components/user-dialogs';
import { SEARCH_DELAY_MS } from '../components/user-picker';

function FilterSelect<T extends string>({
  label,
  value,
  values,
  labelOf,
  onChange,
}: {
  label: string;
  value: T | '';
  values: readonly T[];
  labelOf: (value: T) => string;
  onChange: (value: T | '') => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as T | '')}
      // "All" shows in the field rather than an empty box under a floating label.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ flex: { xs: '1 1 140px', sm: '0 1 220px' } }}
    >
      <MenuItem value="">{t('admin.users.all')}</MenuItem>
      {values.map((option) => (
        <MenuItem key={option} value={option}>
          {labelOf(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** /admin/users: find anyone by name or e-mail, filter by status and role, and act on their account. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<UserStatus | ''>('');
  const [role, setRole] = useState<Role | ''>('');
  const q = useDebouncedValue(search, SEARCH_DELAY_MS);
  // The rows of the last search stay on screen while the next one loads, instead of a spinner per key.
  const list = useInfiniteQuery({
    ...adminQueries.users({ q, status: status || undefined, role: role || undefined }),
    placeholderData: keepPreviousData,
  });
  const columns = useUserColumns();
  const { notice, notify, close } = useNotice();
  const [open, setOpen] = useState<OpenAction>();
  return (
    <>
      <PageHeader title={t('admin.users.title')} subtitle={t('admin.users.subtitle')} />
      <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <SearchField
          label={t('admin.users.search')}
          placeholder={t('admin.users.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
        <FilterSelect
          label={t('admin.fields.status')}
          value={status}
          values={USER_STATUSES}
          labelOf={(value) => t(`admin.statuses.${value}`)}
          onChange={setStatus}
        />
        <FilterSelect
          label={t('admin.fields.role')}
          value={role}
          values={ROLES}
          labelOf={(value) => t(`admin.roles.${value}`)}
          onChange={setRole}
        />
      </Box>
      <AdminUserList
        list={list}
        label={t('admin.users.list')}
        columns={columns}
        empty={{
          icon: <SearchOffIcon />,
          title: t('admin.users.emptyTitle'),
          description: t('admin.users.emptyDescription'),
        }}
        actions={(user) => <UserActionsMenu user={user} onAction={(action) => setOpen({ action, user })} />}
      />
      <UserDialogs open={open} notify={notify} onClose={() => setOpen(undefined)} />
      <NoticeSnackbar notice={notice} onClose={close} />
    </>
  );
}
