import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { OidcPublicConfig } from '@trilha/shared';
import { currentLanguage } from '../../../lib/i18n/i18n';
import type { LoginRedirectState } from '../../../lib/auth/login-redirect';

/**
 * Where the button goes: the server's start route, which sends the browser to the provider. `next` is
 * where the person was going (the server keeps only a path of this site), `language` a new account's.
 */
export function oidcStartUrl(from: LoginRedirectState['from']): string {
  const params = new URLSearchParams({ language: currentLanguage() });
  if (from) params.set('next', `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`);
  return `/api/auth/oidc/start?${params}`;
}

/**
 * "Sign in with <provider>": a plain link, since the browser itself must go to the provider and come
 * back (the server's redirect, not a call of the app's). Loaded by the login page only where a provider
 * is configured (/api/config's `oidc`), so /login carries none of it elsewhere.
 */
export function OidcSignIn({
  config,
  from,
  refusal,
}: {
  config: OidcPublicConfig;
  from: LoginRedirectState['from'];
  refusal: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      )}
      <Button href={oidcStartUrl(from)} variant="outlined" size="large" fullWidth>
        {t('auth.oidc.signIn', { name: config.name })}
      </Button>
    </>
  );
}
