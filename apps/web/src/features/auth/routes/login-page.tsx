import { useState, type ComponentProps } from 'react';
import { useLocation } from 'react-router';
import type { LoginResponse } from '@trilha/shared';
import { Alert, Box, Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth/session';
import { usePublicConfig } from '../../../lib/config';
import { returnTo, type LoginRedirectState } from '../../../lib/auth/login-redirect';
import { AuthHeading } from '../components/auth-heading';
import { AuthLink } from '../components/auth-link';
import { LoginForm } from '../components/login-form';
import { useOidcRefusal } from '../components/oidc-refusal';
import { PasskeySignIn } from '../components/passkey-sign-in';
import { lazyComponent } from '../../../lib/lazy-component';
import type { OidcSignIn as OidcSignInType } from '../components/oidc-sign-in';
import type { GoogleSignIn as GoogleSignInType } from '../components/google-sign-in';

// Only accounts with two-step verification meet it: the first page does not carry it.
const TwoFactorStep = lazyComponent(() => import('../components/two-factor-step'), 'TwoFactorStep');
// Only where they are configured, after /api/config says so: the first page carries neither.
const OidcSignIn = lazyComponent<ComponentProps<typeof OidcSignInType>, 'OidcSignIn'>(
  () => import('../components/oidc-sign-in'),
  'OidcSignIn',
);
const GoogleSignIn = lazyComponent<ComponentProps<typeof GoogleSignInType>, 'GoogleSignIn'>(
  () => import('../components/google-sign-in'),
  'GoogleSignIn',
);

export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const config = usePublicConfig();
  const { signIn, discarded } = useSession();
  const notice = (location.state as LoginRedirectState | null)?.notice;
  const from = (location.state as LoginRedirectState | null)?.from;
  const oidcRefusal = useOidcRefusal(location.search);
  const [challenge, setChallenge] = useState<string>();
  const signedIn = (answer: LoginResponse) =>
    'twoFactorRequired' in answer ? setChallenge(answer.challenge) : signIn(answer);

  if (challenge) {
    return (
      <>
        <AuthHeading title={t('auth.twoFactor.title')} subtitle={t('auth.twoFactor.subtitle')} />
        <TwoFactorStep challenge={challenge} onSignedIn={signIn} onRestart={() => setChallenge(undefined)} />
      </>
    );
  }

  // OIDC_ONLY: the provider is the only way in; no password, sign-up or Google is offered.
  if (config?.oidc?.only) {
    return (
      <>
        <AuthHeading title={t('auth.login.title')} subtitle={t('auth.login.subtitle')} />
        <Stack spacing={2.25}>
          {discarded !== undefined && (
            <Alert severity="warning">{t('auth.login.unsentDiscarded', { count: discarded })}</Alert>
          )}
          <OidcSignIn config={config.oidc} from={from} refusal={oidcRefusal} />
        </Stack>
      </>
    );
  }

  return (
    <>
      <AuthHeading title={t('auth.login.title')} subtitle={t('auth.login.subtitle')} />
      <Stack spacing={2.25}>
        {notice === 'passwordReset' && <Alert severity="success">{t('messages.passwordReset')}</Alert>}
        {discarded !== undefined && (
          <Alert severity="warning">{t('auth.login.unsentDiscarded', { count: discarded })}</Alert>
        )}
        {config?.oidc ? (
          <>
            <OidcSignIn config={config.oidc} from={from} refusal={oidcRefusal} />
            <Divider>{t('auth.login.or')}</Divider>
          </>
        ) : (
          oidcRefusal && (
            <Alert severity="error" role="alert">
              {oidcRefusal}
            </Alert>
          )
        )}
        <LoginForm onChallenge={setChallenge} />
        <Box sx={{ textAlign: 'right' }}>
          <AuthLink to="/forgot-password">{t('auth.login.forgotPassword')}</AuthLink>
        </Box>
        <PasskeySignIn onSignedIn={signIn} />
        {config?.googleClientId && <GoogleSignIn clientId={config.googleClientId} onSignedIn={signedIn} />}
        <Typography variant="body2" sx={{ textAlign: 'center', pt: 1 }}>
          {t('auth.login.noAccount')}{' '}
          <AuthLink to="/register" state={returnTo(location.state)}>
            {t('auth.login.createAccount')}
          </AuthLink>
        </Typography>
      </Stack>
    </>
  );
}
