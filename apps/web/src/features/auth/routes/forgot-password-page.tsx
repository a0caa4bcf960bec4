import { useForm } from 'react-hook-form';
import { Navigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { requestPasswordResetSchema } from '@trilha/shared';
import { applyServerError } from '../../../lib/api-errors';
import { FormOutlinedTextField } from '../../../components/form-outlined-text-field';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { SubmitButton } from '../../../components/submit-button';
import { useRequestPasswordReset } from '../api/password-reset';
import { AuthHeading } from '../components/auth-heading';
import { AuthLink } from '../components/auth-link';
import { useOidcOnly } from '../components/oidc-refusal';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const requestReset = useRequestPasswordReset();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(requestPasswordResetSchema),
    defaultValues: { email: '' },
  });
  const oidcOnly = useOidcOnly();

  const onSubmit = handleSubmit((values) =>
    requestReset
      .mutateAsync(values)
      .catch((error: unknown) => applyServerError(error, setError, { fields: ['email'] })),
  );

  // No password to reset: the provider is the only way in.
  if (oidcOnly) return <Navigate to="/login" replace />;

  return (
    <>
      <AuthHeading title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} />
      <Stack spacing={2.25}>
        {requestReset.isSuccess ? (
          <Alert severity="success" role="status">
            {t('messages.resetRequested')}
          </Alert>
        ) : (
          <Stack component="form" noValidate spacing={2.25} onSubmit={onSubmit}>
            <FormErrorAlert errors={formState.errors} />
            <FormOutlinedTextField
              control={control}
              name="email"
              type="email"
              label={t('auth.fields.email')}
              autoComplete="email"
              autoFocus
            />
            <SubmitButton pending={requestReset.isPending} fullWidth>
              {t('auth.forgot.submit')}
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
