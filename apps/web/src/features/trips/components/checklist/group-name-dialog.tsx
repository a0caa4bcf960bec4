import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checklistGroupInputSchema, PLAN_TEXT_MAX, type ChecklistGroup } from '@trilha/shared';
import { applyServerError } from '../../../../lib/api-errors';
import { FormDialog } from '../../../../components/form-dialog';
import { FormTextField } from '../../../../components/form-text-field';

interface GroupNameDialogProps {
  title: string;
  submitLabel: string;
  initialName?: string;
  /** Creates or renames the group; the caller picks which. */
  mutation: UseMutationResult<ChecklistGroup, Error, { name: string }>;
  onClose: () => void;
}

/** Names a new checklist group or renames one; mounted only while open so it starts from the current name. */
export function GroupNameDialog({
  title,
  submitLabel,
  initialName = '',
  mutation,
  onClose,
}: GroupNameDialogProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(checklistGroupInputSchema),
    defaultValues: { name: initialName },
  });
  const onSubmit = handleSubmit((values) =>
    mutation
      .mutateAsync(values)
      .then(onClose, (error: unknown) => applyServerError(error, setError, { fields: ['name'] })),
  );
  return (
    <FormDialog
      open
      title={title}
      submitLabel={submitLabel}
      pending={mutation.isPending}
      errors={formState.errors}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField
        control={control}
        name="name"
        label={t('plan.checklist.groupName')}
        placeholder={t('plan.checklist.groupNamePlaceholder')}
        autoFocus
        slotProps={{ htmlInput: { maxLength: PLAN_TEXT_MAX } }}
      />
    </FormDialog>
  );
}
