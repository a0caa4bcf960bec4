import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AuthResponse } from '@trilha/shared';
import { apiErrorOf } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { OutlinedTextField } from '../../../components/outlined-text-field';
import { SubmitButton } from '../../../components/submit-button';
import { useTwoFactorLogin } from '../api/two-factor-login';

/**
 * The sign-in's second step, after the password (or Google) for an account with two-step verification:
 * a code of the authenticator app, or one backup code. An expired challenge sends back to the first step.
 * Plain state, like the sign-in form: /login carries no form library.
 */
export function TwoFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (auth: AuthResponse) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const login = useTwoFactorLogin();
  const [backup, setBackup] = useState(false);
  const [value, setValue] = useState('');
  const problem = apiErrorOf(login.error);
  const expired = problem?.code === 'TWO_FACTOR_CHALLENGE_INVALID';
  const fieldError =
    login.isError && !expired
      ? problem?.code === 'VALIDATION_ERROR' && problem.details?.[0]
        ? problem.details[0].message
        : errorMessage(login.error)
      : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const factor = backup ? { backupCode: value } : { code: value };
    void login.mutateAsync({ challenge, ...factor }).then(onSignedIn, () => undefined);
  };

  return (
    <Stack component="form" noValidate spacing={2.25} onSubmit={onSubmit}>
      <Typography>{backup ? t('auth.twoFactor.backupText') : t('auth.twoFactor.text')}</Typography>
      {expired && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={onRestart}>
              {t('auth.twoFactor.restart')}
            </Button>
          }
        >
          {errorMessage(login.error)}
        </Alert>
      )}
      <OutlinedTextField
        key={backup ? 'backup' : 'code'}
        name={backup ? 'backupCode' : 'code'}
        label={backup ? t('auth.twoFactor.backupCode') : t('auth.twoFactor.code')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        autoComplete="one-time-code"
        autoFocus
        error={Boolean(fieldError)}
        helperText={fieldError}
      />
      <Box sx={{ textAlign: 'right' }}>
        <Button
          size="small"
          onClick={() => {
            setBackup(!backup);
            setValue('');
          }}
        >
          {backup ? t('auth.twoFactor.useCode') : t('auth.twoFactor.useBackup')}
        </Button>
      </Box>
      <SubmitButton pending={login.isPending} fullWidth>
        {t('auth.twoFactor.submit')}
      </SubmitButton>
      <Button onClick={onRestart}>{t('auth.twoFactor.back')}</Button>
    </Stack>
  );
}
