import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { profileInputSchema } from '@trilha/shared';
import { applyServerError } from '../../../lib/api-errors';
import { FormTextField } from '../../../components/form-text-field';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { SubmitButton } from '../../../components/submit-button';
import { useUpdateProfile } from '../api/update-profile';

export function ProfileNameForm({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const { control, handleSubmit, setError, formState, reset } = useForm({
    resolver: zodResolver(profileInputSchema),
    defaultValues: { name },
  });

  const onSubmit = handleSubmit((values) =>
    update.mutateAsync(values).then(
      (profile) => reset({ name: profile.name }),
      (error: unknown) => applyServerError(error, setError, { fields: ['name'] }),
    ),
  );

  return (
    <Stack component="form" noValidate spacing={2.25} onSubmit={onSubmit}>
      <FormErrorAlert errors={formState.errors} />
      <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="name" label={t('profile.name')} autoComplete="name" />
        <TextField label={t('profile.email')} value={email} slotProps={{ input: { readOnly: true } }} />
      </Box>
      {update.isSuccess && !formState.isDirty && (
        <Alert severity="success" role="status">
          {t('profile.saved')}
        </Alert>
      )}
      <Box>
        <SubmitButton pending={update.isPending} disabled={!formState.isDirty}>
          {t('common.save')}
        </SubmitButton>
      </Box>
    </Stack>
  );
}
