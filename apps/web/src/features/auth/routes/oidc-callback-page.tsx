import { useEffect, useRef, useState } from 'react';
import { parsePath, useLocation, useNavigate } from 'react-router';
import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { useSession } from '../../../lib/auth/session';
import type { LoginRedirectState } from '../../../lib/auth/login-redirect';
import { lazyComponent } from '../../../lib/lazy-component';
import { useOidcExchange } from '../api/oidc-exchange';
import { AuthHeading } from '../components/auth-heading';
import { AuthLink } from '../components/auth-link';

const TwoFactorStep = lazyComponent(() => import('../components/two-factor-step'), 'TwoFactorStep');

/** Where the server's `next` may take the app: a path of this site (the server checked it too). */
const isSitePath = (next: string | null): next is string =>
  next !== null && next.startsWith('/') && !next.startsWith('//') && !next.includes('\\');

/**
 * /login/oidc#code=…&next=…: where the provider's sign-in comes back. The fragment's one-time code (never
 * sent to any server by the browser itself) leaves the address at once and is exchanged for a session;
 * then the app continues as after a password: the second step when the account has one, and the page the
 * person was going to (PublicOnly sends them there once signed in).
 */
export function OidcCallbackPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const exchange = useOidcExchange();
  const [challenge, setChallenge] = useState<string>();
  const [missing, setMissing] = useState(false);
  /** The fragment's code, once read (null: the address had none). */
  const code = useRef<string | null>(undefined);
  const exchanged = useRef(false);

  useEffect(() => {
    if (code.current === undefined) {
      const fragment = new URLSearchParams(location.hash.slice(1));
      code.current = fragment.get('code');
      const next = fragment.get('next');
      const from = isSitePath(next) ? (parsePath(next) as LoginRedirectState['from']) : undefined;
      // Out of the address bar and the history before anything else; the exchange waits for that
      // address (with where to go next) to be the one shown, so that signing in leaves from it.
      if (location.hash) {
        void navigate(location.pathname, { replace: true, state: from ? { from } : null });
        return;
      }
    }
    if (location.hash || exchanged.current) return;
    exchanged.current = true;
    if (!code.current) {
      setMissing(true);
      return;
    }
    exchange.mutate(code.current, {
      onSuccess: (answer) =>
        'twoFactorRequired' in answer ? setChallenge(answer.challenge) : signIn(answer),
    });
  }, [exchange, location.hash, location.pathname, navigate, signIn]);

  if (challenge) {
    return (
      <>
        <AuthHeading title={t('auth.twoFactor.title')} subtitle={t('auth.twoFactor.subtitle')} />
        <TwoFactorStep challenge={challenge} onSignedIn={signIn} onRestart={() => void navigate('/login')} />
      </>
    );
  }

  const failed = missing || exchange.isError;
  return (
    <>
      <AuthHeading title={t('auth.oidc.title')} subtitle={t('auth.oidc.subtitle')} />
      <Stack spacing={2.25} sx={{ alignItems: failed ? 'stretch' : 'center' }}>
        {failed ? (
          <>
            <Alert severity="error" role="alert">
              {missing ? t('auth.oidc.missingCode') : errorMessage(exchange.error)}
            </Alert>
            <Typography variant="body2" sx={{ textAlign: 'center' }}>
              <AuthLink to="/login">{t('auth.oidc.backToLogin')}</AuthLink>
            </Typography>
          </>
        ) : (
          <CircularProgress aria-label={t('auth.oidc.working')} />
        )}
      </Stack>
    </>
  );
}
