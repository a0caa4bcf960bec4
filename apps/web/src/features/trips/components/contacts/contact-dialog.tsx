import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_TYPES,
  contactInputSchema,
  PLAN_NOTES_MAX,
  PLAN_TEXT_MAX,
  type Contact,
  type ContactInput,
} from '@trilha/shared';
import { applyServerError } from '../../../../lib/api-errors';
import { FormDialog } from '../../../../components/form-dialog';
import { FormTextField } from '../../../../components/form-text-field';

const EMPTY: ContactInput = { name: '', type: 'phone', value: '', notes: '' };

interface ContactDialogProps {
  title: string;
  submitLabel: string;
  contact?: Contact;
  mutation: UseMutationResult<Contact, Error, ContactInput>;
  onClose: () => void;
}

/**
 * Adds or edits a contact. The shared schema checks the value against its type, so the form and the
 * server's 400 say the same thing; mounted only while open so it starts from the contact as it is now.
 */
export function ContactDialog({ title, submitLabel, contact, mutation, onClose }: ContactDialogProps) {
  const { t } = useTranslation();
  const typeLabelId = useId();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(contactInputSchema),
    defaultValues: contact
      ? { name: contact.name, type: contact.type, value: contact.value, notes: contact.notes }
      : EMPTY,
  });
  const type = useWatch({ control, name: 'type' });
  const onSubmit = handleSubmit((values) =>
    mutation
      .mutateAsync(values)
      .then(onClose, (error: unknown) =>
        applyServerError(error, setError, { fields: ['name', 'type', 'value', 'notes'] }),
      ),
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
        label={t('plan.contacts.name')}
        placeholder={t('plan.contacts.namePlaceholder')}
        autoFocus
        slotProps={{ htmlInput: { maxLength: PLAN_TEXT_MAX } }}
      />
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <FormControl>
            <FormLabel id={typeLabelId}>{t('plan.contacts.type')}</FormLabel>
            <RadioGroup row aria-labelledby={typeLabelId} {...field}>
              {CONTACT_TYPES.map((option) => (
                <FormControlLabel
                  key={option}
                  value={option}
                  control={<Radio />}
                  label={t(`plan.contacts.types.${option}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      <FormTextField
        control={control}
        name="value"
        type={type === 'email' ? 'email' : 'tel'}
        label={t(`plan.contacts.values.${type}`)}
        placeholder={t(`plan.contacts.placeholders.${type}`)}
        slotProps={{ htmlInput: { maxLength: PLAN_TEXT_MAX } }}
      />
      <FormTextField
        control={control}
        name="notes"
        label={t('plan.contacts.notes')}
        placeholder={t('plan.contacts.notesPlaceholder')}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: PLAN_NOTES_MAX } }}
      />
    </FormDialog>
  );
}
