import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Alert, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RegisterResponse } from '@trilha/shared';
import { useSession } from '../../../lib/auth/session';
import { returnTo } from '../../../lib/auth/login-redirect';
import { AuthHeading } from '../components/auth-heading';
import { AuthLink } from '../components/auth-link';
import { useOidcOnly } from '../components/oidc-refusal';
import { RegisterForm } from '../components/register-form';

export function RegisterPage() {
  const { t } = useTranslation();
  const { signIn } = useSession();
  // Signed up, PublicOnly sends the person on to where they came from (an invite link), as after signing in.
  const location = useLocation();
  const [pending, setPending] = useState(false);
  const oidcOnly = useOidcOnly();

  // With sign-up approval on, the server answers without a token: the account waits for an admin.
  const handleRegistered = (response: RegisterResponse) => {
    if ('token' in response) signIn(response);
    else setPending(true);
  };

  // Accounts are opened by signing in with the provider.
  if (oidcOnly) return <Navigate to="/login" replace state={returnTo(location.state)} />;

  return (
    <>
      <AuthHeading title={t('auth.register.title')} subtitle={t('auth.register.subtitle')} />
      <Stack spacing={2.25}>
        {pending ? (
          <Alert severity="info" role="status">
            {t('auth.register.pendingApproval')}
          </Alert>
        ) : (
          <RegisterForm onRegistered={handleRegistered} />
        )}
        <Typography variant="body2" sx={{ textAlign: 'center', pt: 1 }}>
          {t('auth.register.haveAccount')}{' '}
          <AuthLink to="/login" state={returnTo(location.state)}>
            {t('auth.register.signIn')}
          </AuthLink>
        </Typography>
      </Stack>
    </>
  );
}
