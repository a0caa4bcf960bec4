import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { agencyInputSchema, EMAIL_MAX_LENGTH, type AgencyInput, type AgencyListItem } from '@trilha/shared';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { useCreateAgency } from '../api/create-agency';
import { useUpdateAgency } from '../api/update-agency';
import { reportDialogError } from './agency-errors';
import type { Notify } from '../../../components/notice';

const FIELDS = ['name', 'address', 'contactEmail', 'phone'] as const;

interface AgencyDialogProps {
  /** Editing this agency; without it the dialog creates one. */
  agency?: Pick<AgencyListItem, '_id' | 'name' | 'address' | 'contactEmail' | 'phone'>;
  notify: Notify;
  onClose: () => void;
}

/** Creates an agency (admins) or edits its name, address and contacts (admins and its manager). */
export function AgencyDialog({ agency, notify, onClose }: AgencyDialogProps) {
  const { t } = useTranslation();
  const create = useCreateAgency();
  const update = useUpdateAgency(agency?._id ?? '');
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(agencyInputSchema),
    defaultValues: {
      name: agency?.name ?? '',
      address: agency?.address ?? '',
      contactEmail: agency?.contactEmail ?? '',
      phone: agency?.phone ?? '',
    } satisfies AgencyInput,
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      if (agency) {
        await update.mutateAsync(values);
        notify('success', t('agencies.agencyUpdated'));
      } else {
        await create.mutateAsync(values);
        notify('success', t('agencies.agencyCreated'));
      }
      onClose();
    } catch (error) {
      reportDialogError(error, agency ? 'updateAgency' : 'createAgency', notify, setError, FIELDS);
    }
  });
  return (
    <FormDialog
      open
      title={t(agency ? 'agencies.list.editTitle' : 'agencies.list.createTitle')}
      submitLabel={t(agency ? 'agencies.update' : 'agencies.list.create')}
      pending={create.isPending || update.isPending}
      errors={formState.errors}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField
        control={control}
        name="name"
        label={t('agencies.fields.agencyName')}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <FormTextField
        control={control}
        name="address"
        label={t('agencies.fields.address')}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
      <FormTextField
        control={control}
        name="contactEmail"
        type="email"
        label={t('agencies.fields.contactEmail')}
        slotProps={{ htmlInput: { maxLength: EMAIL_MAX_LENGTH } }}
      />
      <FormTextField
        control={control}
        name="phone"
        type="tel"
        label={t('agencies.fields.phone')}
        placeholder="+55 11 5555-0000"
        slotProps={{ htmlInput: { maxLength: 25 } }}
      />
    </FormDialog>
  );
}
