import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { UseFormSetError } from 'react-hook-form';
import type { LoginInput } from '@trilha/shared';
import { applyServerError } from '../../../lib/api-errors';
import { useSession } from '../../../lib/auth/session';
import { OutlinedTextField } from '../../../components/outlined-text-field';
import { PasswordInput } from '../../../components/password-input';
import { ServerErrorAlert } from '../../../components/form-error-alert';
import { SubmitButton } from '../../../components/submit-button';
import { useLogin } from '../api/login';
import { loginFieldProblem, type LoginField } from './login-rules';

type FieldErrors = Partial<Record<LoginField, string>>;

/**
 * The sign-in form. It behaves as the other forms do with react-hook-form and their zod schema (errors
 * show from the first submit on and are checked again as a field changes; the first wrong field takes
 * the focus; the server's refusal shows under its field or above the form), with plain state and the
 * rules of loginSchema written out (login-rules.ts): the first page carries neither library.
 */
export function LoginForm({ onChallenge }: { onChallenge: (challenge: string) => void }) {
  const { t, i18n } = useTranslation();
  const { signIn } = useSession();
  const login = useLogin();
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string>();
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  const setError: UseFormSetError<LoginInput> = (name, error) => {
    if (name === 'email' || name === 'password')
      setErrors((previous) => ({ ...previous, [name]: error.message }));
    else setServerError(error.message);
  };

  const onChange = (field: LoginField) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((previous) => ({ ...previous, [field]: value }));
    // After the first submit, a field is checked again as it changes (react-hook-form's reValidateMode).
    if (submitted) setErrors((previous) => ({ ...previous, [field]: loginFieldProblem(field, value) }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(undefined);
    const found: FieldErrors = {
      email: loginFieldProblem('email', values.email),
      password: loginFieldProblem('password', values.password),
    };
    setErrors(found);
    const wrong = (['email', 'password'] as const).find((field) => found[field]);
    if (wrong) {
      inputs.current[wrong]?.focus();
      return;
    }
    // What loginSchema's parse gives: the e-mail trimmed and in lower case.
    const input = { email: values.email.trim().toLowerCase(), password: values.password };
    void login.mutateAsync(input).then(
      (answer) => ('twoFactorRequired' in answer ? onChallenge(answer.challenge) : signIn(answer)),
      (error: unknown) => applyServerError(error, setError, { fields: ['email', 'password'] }),
    );
  };

  const field = (name: LoginField) => {
    const message = errors[name];
    return {
      name,
      value: values[name],
      onChange: onChange(name),
      inputRef: (input: HTMLInputElement | null) => {
        inputs.current[name] = input;
      },
      error: Boolean(message),
      // The rules give text keys, the server gives sentences.
      helperText: message && i18n.exists(message) ? t(message) : message,
    };
  };

  return (
    <Stack component="form" noValidate spacing={2.25} onSubmit={onSubmit}>
      <ServerErrorAlert message={serverError} />
      <OutlinedTextField
        {...field('email')}
        type="email"
        label={t('auth.fields.email')}
        autoComplete="email"
        autoFocus
      />
      <PasswordInput
        {...field('password')}
        label={t('auth.fields.password')}
        autoComplete="current-password"
      />
      <SubmitButton pending={login.isPending} fullWidth>
        {t('auth.login.submit')}
      </SubmitButton>
    </Stack>
  );
}
