import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { STAFF_ROLES, type Consultant } from '@trilha/shared';
import { FormDialog } from '../../../components/form-dialog';
import { useAddConsultant } from '../api/add-consultant';
import { useUpdateConsultant } from '../api/update-consultant';
import { FormSelectField } from '../../../components/form-select-field';
import type { Notify } from '../../../components/notice';
import { personFields } from './person-form';
import { PersonFields } from './person-fields';
import { usePersonDialog } from './use-person-dialog';

const consultantFormSchema = z.object({
  ...personFields,
  role: z.enum(STAFF_ROLES, { error: 'validation.invalidChoice' }),
});
type ConsultantFormValues = z.input<typeof consultantFormSchema>;

const FIELDS = ['email', 'name', 'role'] as const;

interface ConsultantDialogProps {
  agencyId: string;
  /** Editing this consultant; without it the dialog adds one. */
  consultant?: Consultant;
  notify: Notify;
  onClose: () => void;
}

/**
 * Adds a consultant by e-mail or edits one (SPEC.md 2). When the e-mail has no account, the server's
 * message stays on screen and the name is asked for; confirming again creates the account and sends
 * the invitation. Mounted only while open, so each opening starts from the consultant as they are.
 */
export function ConsultantDialog({ agencyId, consultant, notify, onClose }: ConsultantDialogProps) {
  const { t } = useTranslation();
  const add = useAddConsultant(agencyId);
  const update = useUpdateConsultant(agencyId, consultant?._id ?? '');
  const form = useForm({
    resolver: zodResolver(consultantFormSchema),
    defaultValues: {
      email: consultant?.email ?? '',
      name: consultant?.name ?? '',
      role: consultant?.role ?? 'consultant',
    } satisfies ConsultantFormValues,
  });
  const { editing, locked, userNotFound, submit } = usePersonDialog(form, {
    person: consultant,
    calls: { add: 'addConsultant', update: 'updateConsultant' },
    fields: FIELDS,
    notify,
    onClose,
  });
  const { control, formState } = form;

  const onSubmit = submit(async ({ email, name, role }) => {
    if (consultant) {
      await update.mutateAsync({ ...(locked ? {} : { email, name }), role });
      notify('success', t('agencies.consultantUpdated'));
    } else {
      const added = await add.mutateAsync({ email, role, ...(name ? { name } : {}) });
      // Someone with an account is only invited: they are in once they accept.
      notify(
        'success',
        added.status === 'invited'
          ? t('agencies.invitationSent', { email: added.email })
          : t('agencies.consultantAdded'),
      );
    }
  });

  return (
    <FormDialog
      open
      title={t(editing ? 'agencies.consultants.editTitle' : 'agencies.consultants.addTitle')}
      submitLabel={t(editing ? 'agencies.update' : 'agencies.add')}
      pending={add.isPending || update.isPending}
      errors={formState.errors}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <PersonFields control={control} editing={editing} userNotFound={userNotFound} locked={locked} />
      <FormSelectField
        control={control}
        name="role"
        label={t('agencies.fields.role')}
        options={STAFF_ROLES.map((role) => ({ value: role, label: t(`agencies.roles.${role}`) }))}
      />
    </FormDialog>
  );
}
