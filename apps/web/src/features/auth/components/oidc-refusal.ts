import { useTranslation } from 'react-i18next';
import { OIDC_ERROR_PARAM } from '@trilha/shared';
import { usePublicConfig } from '../../../lib/config';

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
