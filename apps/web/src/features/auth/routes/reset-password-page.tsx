import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { resetPasswordFormSchema } from '@trilha/shared';
import { apiErrorOf } from '../../../lib/api-client';
import { applyServerError } from '../../../lib/api-errors';
import { PasswordField } from '../../../components/password-field';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { SubmitButton } from '../../../components/submit-button';
import type { LoginRedirectState } from '../../../lib/auth/login-redirect';
import { useResetPassword } from '../api/password-reset';
import { AuthHeading } from '../components/auth-heading';
import { AuthLink } from '../components/auth-link';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [linkInvalid, setLinkInvalid] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ password }) =>
    reset.mutateAsync({ token, password }).then(
      () => {
        const state: LoginRedirectState = { notice: 'passwordReset' };
        return navigate('/login', { replace: true, state });
      },
      (error: unknown) => {
        if (apiErrorOf(error)?.code === 'RESET_TOKEN_INVALID') setLinkInvalid(true);
        else applyServerError(error, setError, { fields: ['password'] });
      },
    ),
  );

  return (
    <>
      <AuthHeading title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')} />
      <Stack spacing={2.25}>
        {linkInvalid ? (
          <Alert severity="error" role="alert">
            {t('errors.RESET_TOKEN_INVALID')}{' '}
            <AuthLink to="/forgot-password">{t('auth.reset.requestNewLink')}</AuthLink>
          </Alert>
        ) : (
          <Stack component="form" noValidate spacing={2.25} onSubmit={onSubmit}>
            <FormErrorAlert errors={formState.errors} />
            <PasswordField
              control={control}
              name="password"
              label={t('auth.fields.newPassword')}
              helperText={t('auth.fields.passwordHint')}
              autoComplete="new-password"
              autoFocus
            />
            <PasswordField
              control={control}
              name="confirmPassword"
              label={t('auth.fields.confirmPassword')}
              autoComplete="new-password"
            />
            <SubmitButton pending={reset.isPending} fullWidth>
              {t('auth.reset.submit')}
            </SubmitButton>
          </Stack>
        )}
        <Typography variant="body2" sx={{ textAlign: 'center', pt: 1 }}>
          <AuthLink to="/login">{t('auth.forgot.backToLogin')}</AuthLink>
        </Typography>
      </Stack>
    </>
  );
}
