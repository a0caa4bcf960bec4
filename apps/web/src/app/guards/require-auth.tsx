import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Alert, Snackbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AGENCY_ROLES, type Role } from '@trilha/shared';
import { useSession } from '../../lib/auth/session';
import type { LoginRedirectState } from '../../lib/auth/login-redirect';

function LoginRedirect() {
  const location = useLocation();
  const state: LoginRedirectState = { from: location };
  return <Navigate to="/login" replace state={state} />;
}

/** Who a page someone was sent away from is for: said on the page they land on. */
export type RefusedFor = 'admin' | 'agency';

interface RefusedState {
  refusedFor?: RefusedFor;
}

/** Anonymous visitors go to /login, which brings them back here after signing in. */
export function RequireAuth() {
  const { user } = useSession();
  if (!user) return <LoginRedirect />;
  return (
    <>
      <Outlet />
      <RefusedNotice />
    </>
  );
}

/**
 * A route group open to some roles only; any other signed-in user goes back to /trips (SPEC.md 6), and
 * is told there why (RefusedNotice).
 */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const { user } = useSession();
  if (!user) return <LoginRedirect />;
  if (roles.includes(user.role)) return <Outlet />;
  const state: RefusedState = {
    refusedFor: roles.some((role) => AGENCY_ROLES.includes(role) && role !== 'admin') ? 'agency' : 'admin',
  };
  return <Navigate to="/trips" replace state={state} />;
}

/**
 * The page a person was sent away from is not theirs: says who it is for. Closing it forgets it, so
 * going back or reloading does not say it again.
 */
function RefusedNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const refusedFor = (location.state as RefusedState | null)?.refusedFor;
  const close = () =>
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  return (
    <Snackbar
      open={Boolean(refusedFor)}
      autoHideDuration={6000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') close();
      }}
    >
      <Alert
        severity="info"
        role="status"
        variant="filled"
        closeText={t('nav.refused.close')}
        onClose={close}
      >
        {refusedFor && t(`nav.refused.${refusedFor}`)}
      </Alert>
    </Snackbar>
  );
}

/** Login and sign-up pages: a signed-in user continues where they were going, or to /trips. */
export function PublicOnly() {
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Outlet />;
  const from = (location.state as LoginRedirectState | null)?.from;
  const target = from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : '/trips';
  return <Navigate to={target} replace />;
}
