import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ROLES, type AdminUser } from '@trilha/shared';
import { FormDialog } from '../../../components/form-dialog';
import { applyServerError } from '../../../lib/api-errors';
import { FormSelectField } from '../../../components/form-select-field';
import type { Notify } from '../../../components/notice';
import { useUpdateUserRole } from '../api/update-user-role';

const roleFormSchema = z.object({ role: z.enum(ROLES, { error: 'validation.invalidChoice' }) });

/** Changes someone's role; the server's refusal (OWN_ACCOUNT, ADMIN_REQUIRED, AGENCY_REQUIRED) shows above the select. */
export function RoleDialog({
  user,
  notify,
  onClose,
}: {
  user: Pick<AdminUser, '_id' | 'name' | 'role'>;
  notify: Notify;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateUserRole(user._id);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(roleFormSchema),
    defaultValues: { role: user.role },
  });
  const onSubmit = handleSubmit(async ({ role }) => {
    try {
      await update.mutateAsync({ role });
      notify('success', t('admin.users.roleChanged', { name: user.name, role: t(`admin.roles.${role}`) }));
      onClose();
    } catch (error) {
      applyServerError(error, setError, { fields: ['role'] });
    }
  });
  return (
    <FormDialog
      open
      title={t('admin.users.roleTitle', { name: user.name })}
      submitLabel={t('admin.users.roleSave')}
      pending={update.isPending}
      errors={formState.errors}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormSelectField
        control={control}
        name="role"
        label={t('admin.fields.role')}
        autoFocus
        options={ROLES.map((role) => ({ value: role, label: t(`admin.roles.${role}`) }))}
      />
      <Typography variant="body2" color="text.secondary">
        {t('admin.users.roleHint')}
      </Typography>
    </FormDialog>
  );
}
