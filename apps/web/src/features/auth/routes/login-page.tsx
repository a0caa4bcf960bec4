import { useLocation } from 'react-router';
import { Alert, Box, Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { useSession } from '../../../lib/auth/session';
import { usePublicConfig } from '../../../lib/config';
import type { LoginRedirectState } from '../../../lib/auth/login-redirect';
import { useGoogleLogin } from '../api/google-login';
import { AuthHeading } from '../components/auth-heading';
import { AuthLink } from '../components/auth-link';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const config = usePublicConfig();
  const { signIn, discarded } = useSession();
  const google = useGoogleLogin();
  const notice = (location.state as LoginRedirectState | null)?.notice;

  return (
    <>
      <AuthHeading title={t('auth.login.title')} subtitle={t('auth.login.subtitle')} />
      <Stack spacing={2.25}>
        {notice === 'passwordReset' && <Alert severity="success">{t('messages.passwordReset')}</Alert>}
        {discarded !== undefined && (
          <Alert severity="warning">{t('auth.login.unsentDiscarded', { count: discarded })}</Alert>
        )}
        <LoginForm />
        <Box sx={{ textAlign: 'right' }}>
          <AuthLink to="/forgot-password">{t('auth.login.forgotPassword')}</AuthLink>
        </Box>
        {config?.googleClientId && (
          <>
            <Divider>{t('auth.login.or')}</Divider>
            {google.isError && (
              <Alert severity="error" role="alert">
                {errorMessage(google.error)}
              </Alert>
            )}
            <GoogleSignInButton
              clientId={config.googleClientId}
              onCredential={(credential) => google.mutate(credential, { onSuccess: signIn })}
            />
          </>
        )}
        <Typography variant="body2" sx={{ textAlign: 'center', pt: 1 }}>
          {t('auth.login.noAccount')} <AuthLink to="/register">{t('auth.login.createAccount')}</AuthLink>
        </Typography>
      </Stack>
    </>
  );
}
