import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { loginSchema } from '@trilha/shared';
import { applyServerError } from '../../../lib/api-errors';
import { useSession } from '../../../lib/auth/session';
import { FormOutlinedTextField } from '../../../components/outlined-text-field';
import { PasswordField } from '../../../components/password-field';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { SubmitButton } from '../../../components/submit-button';
import { useLogin } from '../api/login';

export function LoginForm() {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const login = useLogin();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    login
      .mutateAsync(values)
      .then(signIn, (error: unknown) => applyServerError(error, setError, { fields: ['email', 'password'] })),
  );

  return (
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
      <PasswordField
        control={control}
        name="password"
        label={t('auth.fields.password')}
        autoComplete="current-password"
      />
      <SubmitButton pending={login.isPending} fullWidth>
        {t('auth.login.submit')}
      </SubmitButton>
    </Stack>
  );
}
