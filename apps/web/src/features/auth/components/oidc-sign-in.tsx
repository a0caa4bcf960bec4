import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { OIDC_ERROR_PARAM, type OidcPublicConfig } from '@trilha/shared';
import { usePublicConfig } from '../../../lib/config';
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

/** OIDC_ONLY: the provider is the only way in, so sign-up and password resets are not offered. */
export function useOidcOnly(): boolean {
  return usePublicConfig()?.oidc?.only === true;
}

/** A refused sign-in at the provider comes back as /login?oidcError=<code>: its message, translated. */
export function useOidcRefusal(search: string): string | undefined {
  const { t, i18n } = useTranslation();
  const code = new URLSearchParams(search).get(OIDC_ERROR_PARAM);
  if (!code) return undefined;
  const key = /^[A-Z_]{1,64}$/.test(code) ? `errors.${code}` : '';
  return key && i18n.exists(key) ? t(key) : t('errors.OIDC_FAILED');
}

/**
 * "Sign in with <provider>": a plain link, since the browser itself must go to the provider and come
 * back (the server's redirect, not a call of the app's).
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
