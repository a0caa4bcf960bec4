import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUSES, type Client, type Consultant } from '@trilha/shared';
import { FormDialog } from '../../../components/form-dialog';
import { useAddClient } from '../api/add-client';
import { useUpdateClient } from '../api/update-client';
import { FormSelectField } from '../../../components/form-select-field';
import type { Notify } from '../../../components/notice';
import { personFields } from './person-form';
import { PersonFields } from './person-fields';
import { usePersonDialog } from './use-person-dialog';

/** The select's value for "no consultant": MUI shows nothing for an empty string. */
export const NO_CONSULTANT = 'none';

const clientFormSchema = z.object({
  ...personFields,
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: 'validation.invalidChoice' }),
  consultantId: z.string(),
});
type ClientFormValues = z.input<typeof clientFormSchema>;

const FIELDS = ['email', 'name', 'paymentStatus', 'consultantId'] as const;

interface ClientDialogProps {
  agencyId: string;
  /** Editing this client; without it the dialog adds one. */
  client?: Client;
  /**
   * The consultants a manager may assign the client to; without them (a consultant adding a client)
   * the select is not shown and the server makes the client theirs.
   */
  consultants?: readonly Consultant[];
  notify: Notify;
  onClose: () => void;
}

/**
 * Adds a client by e-mail or edits one (SPEC.md 2): editing also sets the payment status and the
 * assigned consultant. An e-mail without an account keeps the server's USER_NOT_FOUND message on
 * screen and asks for the name; confirming again creates the account and sends the invitation.
 */
export function ClientDialog({ agencyId, client, consultants, notify, onClose }: ClientDialogProps) {
  const { t } = useTranslation();
  const add = useAddClient(agencyId);
  const update = useUpdateClient(agencyId, client?._id ?? '');
  const form = useForm({
    resolver: zodResolver(clientFormSchema),
    defaultValues: {
      email: client?.email ?? '',
      name: client?.name ?? '',
      paymentStatus: client?.paymentStatus ?? 'pending',
      consultantId: client?.consultantId ?? NO_CONSULTANT,
    } satisfies ClientFormValues,
  });
  const { editing, locked, userNotFound, submit } = usePersonDialog(form, {
    person: client,
    calls: { add: 'addClient', update: 'updateClient' },
    fields: FIELDS,
    notify,
    onClose,
  });
  const { control, formState } = form;

  const onSubmit = submit(async ({ email, name, paymentStatus, consultantId }) => {
    const assigned = consultantId === NO_CONSULTANT ? null : consultantId;
    if (client) {
      await update.mutateAsync({
        ...(locked ? {} : { name, email }),
        paymentStatus,
        ...(consultants ? { consultantId: assigned } : {}),
      });
      notify('success', t('agencies.clientUpdated'));
    } else {
      const added = await add.mutateAsync({
        email,
        ...(name ? { name } : {}),
        ...(consultants && assigned ? { consultantId: assigned } : {}),
      });
      // Someone with an account is only invited: they are in once they accept.
      notify(
        'success',
        added.status === 'invited'
          ? t('agencies.invitationSent', { email: added.email })
          : t('agencies.clientAdded'),
      );
    }
  });

  const consultantOptions = [
    { value: NO_CONSULTANT, label: t('agencies.clients.noConsultant') },
    ...(consultants ?? []).map((consultant) => ({
      value: consultant._id,
      label:
        consultant.status === 'active'
          ? consultant.name
          : t('agencies.clients.inactiveConsultant', { name: consultant.name }),
    })),
  ];

  return (
    <FormDialog
      open
      title={t(editing ? 'agencies.clients.editTitle' : 'agencies.clients.addTitle')}
      submitLabel={t(editing ? 'agencies.update' : 'agencies.add')}
      pending={add.isPending || update.isPending}
      errors={formState.errors}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <PersonFields control={control} editing={editing} userNotFound={userNotFound} locked={locked} />
      {editing && (
        <FormSelectField
          control={control}
          name="paymentStatus"
          label={t('agencies.fields.paymentStatus')}
          options={PAYMENT_STATUSES.map((status) => ({
            value: status,
            label: t(`agencies.paymentStatus.${status}`),
          }))}
        />
      )}
      {consultants && (
        <FormSelectField
          control={control}
          name="consultantId"
          label={t('agencies.fields.consultant')}
          options={consultantOptions}
        />
      )}
    </FormDialog>
  );
}
