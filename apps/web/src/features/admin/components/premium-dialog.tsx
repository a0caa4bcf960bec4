import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { AdminUser } from '@trilha/shared';
import { FormDialog } from '../../../components/form-dialog';
import { FormDateField } from '../../../components/date-time-fields';
import { applyServerError } from '../../../lib/api-errors';
import type { Notify } from '../../../components/notice';
import { useSetPremium } from '../api/set-premium';
import { todayIso } from './admin-format';
import { UserPicker } from './user-picker';

type Grantee = Pick<AdminUser, '_id' | 'name'>;

/** `until` is the grant's last day, today or later; empty means no end (API.md, premiumGrantSchema). */
function grantFormSchema(today: string) {
  return z.object({
    user: z.custom<Grantee | null>().refine((user) => Boolean(user), { error: 'validation.required' }),
    until: z.string().refine((until) => !until || until >= today, { error: 'validation.premiumUntilPast' }),
  });
}

/**
 * Grants premium by hand. From a user's row the person is known; from the premium list the dialog
 * finds them first.
 */
export function PremiumDialog({
  user,
  notify,
  onClose,
}: {
  user?: Grantee;
  notify: Notify;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const grant = useSetPremium();
  const today = todayIso();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(grantFormSchema(today)),
    defaultValues: { user: user ?? null, until: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    const grantee = values.user as Grantee;
    try {
      await grant.mutateAsync({
        userId: grantee._id,
        input: { isPremium: true, ...(values.until ? { until: values.until } : {}) },
      });
      notify('success', t('admin.premium.granted', { name: grantee.name }));
      onClose();
    } catch (error) {
      applyServerError(error, setError, { fields: ['until'] });
    }
  });
  return (
    <FormDialog
      open
      title={user ? t('admin.premium.grantTo', { name: user.name }) : t('admin.premium.grantTitle')}
      submitLabel={t('admin.premium.grant')}
      pending={grant.isPending}
      errors={formState.errors}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {!user && (
        <Controller
          control={control}
          name="user"
          render={({ field, fieldState }) => (
            <UserPicker
              value={field.value as AdminUser | null}
              onChange={field.onChange}
              inputRef={field.ref}
              error={fieldState.error?.message && t(fieldState.error.message)}
            />
          )}
        />
      )}
      <FormDateField
        control={control}
        name="until"
        label={t('admin.premium.untilLabel')}
        helperText={t('admin.premium.untilHelp')}
        autoFocus={Boolean(user)}
        min={today}
      />
    </FormDialog>
  );
}
