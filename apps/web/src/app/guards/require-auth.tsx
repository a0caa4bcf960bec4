import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
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

export interface RefusedState {
  refusedFor?: RefusedFor;
}

// Loaded only when there is something to say: the snackbar is not part of every first page.
const RefusedNotice = lazy(() => import('./refused-notice'));

/** Anonymous visitors go to /login, which brings them back here after signing in. */
export function RequireAuth() {
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <LoginRedirect />;
  const refusedFor = (location.state as RefusedState | null)?.refusedFor;
  return (
    <>
      <Outlet />
      {refusedFor && (
        <Suspense fallback={null}>
          <RefusedNotice refusedFor={refusedFor} />
        </Suspense>
      )}
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

/** Login and sign-up pages: a signed-in user continues where they were going, or to /trips. */
export function PublicOnly() {
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Outlet />;
  const from = (location.state as LoginRedirectState | null)?.from;
  const target = from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : '/trips';
  return <Navigate to={target} replace />;
}
