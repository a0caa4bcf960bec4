import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '@trilha/shared';
import { useSession } from '../../lib/auth/session';
import type { LoginRedirectState } from '../../lib/auth/login-redirect';

function LoginRedirect() {
  const location = useLocation();
  const state: LoginRedirectState = { from: location };
  return <Navigate to="/login" replace state={state} />;
}

/** Anonymous visitors go to /login, which brings them back here after signing in. */
export function RequireAuth() {
  const { user } = useSession();
  return user ? <Outlet /> : <LoginRedirect />;
}

/** A route group open to some roles only; any other signed-in user goes back to /trips (SPEC.md 6). */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const { user } = useSession();
  if (!user) return <LoginRedirect />;
  return roles.includes(user.role) ? <Outlet /> : <Navigate to="/trips" replace />;
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
