import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders as AppWideProviders } from '../app/providers';
import { QueryRoot } from '../app/query-root';

export { createQueryClient } from '../app/query-client';

/**
 * The app's providers with the query client the signed-in frame provides (QueryRoot), for a test that
 * renders parts of the signed-in screens outside the route table.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <AppWideProviders queryClient={queryClient}>
      <QueryRoot>{children}</QueryRoot>
    </AppWideProviders>
  );
}
