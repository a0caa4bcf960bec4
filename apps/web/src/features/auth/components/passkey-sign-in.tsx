import { Alert, Button, Divider, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AuthResponse } from '@trilha/shared';
import { errorMessage } from '../../../lib/api-errors';
import { browserHasWebAuthn, webAuthnProblem } from '../../../lib/webauthn';
import { usePasskeyLogin } from '../api/passkey-login';

/**
 * "Sign in with a passkey", for a browser with WebAuthn: a passkey is both factors, so it signs in at
 * once, without the password or the second step.
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: (auth: AuthResponse) => void }) {
  const { t } = useTranslation();
  const login = usePasskeyLogin();
  if (!browserHasWebAuthn()) return null;
  const problem = login.isError ? webAuthnProblem(login.error) : undefined;
  const message = !login.isError
    ? undefined
    : problem
      ? t(problem === 'cancelled' ? 'auth.passkey.cancelled' : 'auth.passkey.failed')
      : errorMessage(login.error);
  return (
    <Stack spacing={2.25}>
      <Divider>{t('auth.login.or')}</Divider>
      {message && (
        <Alert severity={problem === 'cancelled' ? 'info' : 'error'} role="alert">
          {message}
        </Alert>
      )}
      <Button
        variant="outlined"
        size="large"
        fullWidth
        disabled={login.isPending}
        aria-busy={login.isPending}
        onClick={() => login.mutate(undefined, { onSuccess: onSignedIn })}
      >
        {t('auth.passkey.signIn')}
      </Button>
    </Stack>
  );
}
