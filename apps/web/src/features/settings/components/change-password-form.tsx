import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { changePasswordFormSchema } from '@trilha/shared';
import { applyServerError } from '../../../lib/api-errors';
import { PasswordField } from '../../../components/password-field';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { SubmitButton } from '../../../components/submit-button';
import { useChangePassword } from '../api/change-password';

const EMPTY = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const { control, handleSubmit, setError, formState, reset } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    changePassword.mutateAsync({ currentPassword, newPassword }).then(
      () => reset(EMPTY),
      (error: unknown) =>
        applyServerError(error, setError, {
          fields: ['currentPassword', 'newPassword'],
          codeFields: { WRONG_PASSWORD: 'currentPassword' },
        }),
    ),
  );

  return (
    <Stack component="form" noValidate spacing={2.25} onSubmit={onSubmit}>
      <FormErrorAlert errors={formState.errors} />
      <PasswordField
        control={control}
        name="currentPassword"
        label={t('settings.password.current')}
        autoComplete="current-password"
      />
      <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <PasswordField
          control={control}
          name="newPassword"
          label={t('settings.password.new')}
          helperText={t('auth.fields.passwordHint')}
          autoComplete="new-password"
        />
        <PasswordField
          control={control}
          name="confirmNewPassword"
          label={t('settings.password.confirm')}
          autoComplete="new-password"
        />
      </Box>
      {changePassword.isSuccess && !formState.isDirty && (
        <Alert severity="success" role="status">
          {t('settings.password.changed')}
        </Alert>
      )}
      <Box>
        <SubmitButton pending={changePassword.isPending}>{t('settings.password.submit')}</SubmitButton>
      </Box>
    </Stack>
  );
}
