import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link } from '@mui/material';

/** `state`: the router state to carry on (where to return after signing in or up). */
export function AuthLink({ to, state, children }: { to: string; state?: unknown; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} state={state} sx={{ fontWeight: 600 }}>
      {children}
    </Link>
  );
}
