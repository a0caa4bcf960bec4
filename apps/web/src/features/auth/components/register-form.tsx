import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { registerSchema, type RegisterResponse } from '@trilha/shared';
import { applyServerError } from '../../../lib/api-errors';
import { FormOutlinedTextField } from '../../../components/form-outlined-text-field';
import { PasswordField } from '../../../components/password-field';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { SubmitButton } from '../../../components/submit-button';
import { useRegister } from '../api/register';

// The browser's language is added when sending, so the form itself only asks for these three.
const registerFormSchema = registerSchema.omit({ language: true });

export function RegisterForm({ onRegistered }: { onRegistered: (response: RegisterResponse) => void }) {
  const { t } = useTranslation();
  const register = useRegister();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { name: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    register.mutateAsync(values).then(onRegistered, (error: unknown) =>
      applyServerError(error, setError, {
        fields: ['name', 'email', 'password'],
        codeFields: { EMAIL_EXISTS: 'email' },
      }),
    ),
  );

  return (
    <Stack component="form" noValidate spacing={2.25} onSubmit={onSubmit}>
      <FormErrorAlert errors={formState.errors} />
      <FormOutlinedTextField
        control={control}
        name="name"
        label={t('auth.fields.name')}
        autoComplete="name"
        autoFocus
      />
      <FormOutlinedTextField
        control={control}
        name="email"
        type="email"
        label={t('auth.fields.email')}
        autoComplete="email"
      />
      <PasswordField
        control={control}
        name="password"
        label={t('auth.fields.password')}
        helperText={t('auth.fields.passwordHint')}
        autoComplete="new-password"
      />
      <SubmitButton pending={register.isPending} fullWidth>
        {t('auth.register.submit')}
      </SubmitButton>
    </Stack>
  );
}
