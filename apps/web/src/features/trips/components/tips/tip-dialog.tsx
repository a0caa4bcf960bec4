import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, MenuItem } from '@mui/material';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TIP_CATEGORIES, TIP_TEXT_MAX, tipInputSchema, type Tip, type TipInput } from '@trilha/shared';
import { applyServerError } from '../../../../lib/api-errors';
import { FormDialog } from '../../../../components/form-dialog';
import { FormTextField } from '../../../../components/form-text-field';
import { TipCategoryIcon } from './tip-category-icon';

const EMPTY: TipInput = { category: 'transport', text: '' };

interface TipDialogProps {
  title: string;
  submitLabel: string;
  tip?: Tip;
  /** Adding may be queued offline (it then resolves at once), editing is sent straight away. */
  mutation: Pick<UseMutationResult<unknown, Error, TipInput>, 'mutateAsync' | 'isPending'>;
  onClose: () => void;
}

/** Adds or edits a tip; mounted only while open so it starts from the tip as it is now. */
export function TipDialog({ title, submitLabel, tip, mutation, onClose }: TipDialogProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(tipInputSchema),
    defaultValues: tip ? { category: tip.category, text: tip.text } : EMPTY,
  });
  const onSubmit = handleSubmit((values) =>
    mutation
      .mutateAsync(values)
      .then(onClose, (error: unknown) => applyServerError(error, setError, { fields: ['category', 'text'] })),
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
      <FormTextField control={control} name="category" select label={t('plan.tips.category')}>
        {TIP_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
              <TipCategoryIcon category={category} fontSize="small" />
              {t(`plan.tips.categories.${category}`)}
            </Box>
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="text"
        label={t('plan.tips.text')}
        placeholder={t('plan.tips.textPlaceholder')}
        multiline
        minRows={3}
        autoFocus
        slotProps={{ htmlInput: { maxLength: TIP_TEXT_MAX } }}
      />
    </FormDialog>
  );
}
