import { Alert, Divider } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { LoginResponse } from '@trilha/shared';
import { errorMessage } from '../../../lib/api-errors';
import { useGoogleLogin } from '../api/google-login';
import { GoogleSignInButton } from './google-sign-in-button';

/**
 * "Sign in with Google" under the form, with its refusal. Loaded by the login page only where Google is
 * configured (/api/config's `googleClientId`), so /login carries none of it elsewhere.
 */
export function GoogleSignIn({
  clientId,
  onSignedIn,
}: {
  clientId: string;
  onSignedIn: (answer: LoginResponse) => void;
}) {
  const { t } = useTranslation();
  const google = useGoogleLogin();
  return (
    <>
      <Divider>{t('auth.login.or')}</Divider>
      {google.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(google.error)}
        </Alert>
      )}
      <GoogleSignInButton
        clientId={clientId}
        onCredential={(credential) => google.mutate(credential, { onSuccess: onSignedIn })}
      />
    </>
  );
}
