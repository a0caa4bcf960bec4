import { useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { ConfigContext, createConfigSource } from '../lib/config';
import { QueryClientHolderContext, type QueryClientHolder } from '../lib/query-client-holder';
import { ThemeModeProvider } from './theme/theme-mode';

interface AppProvidersProps {
  children: ReactNode;
  /** Where the app keeps its query client (App's, which a trip opened directly may fill early). */
  queryClients?: QueryClientHolder;
  /** A query client made already (the tests'). */
  queryClient?: QueryClient;
}

/**
 * What every screen shares: the run-time configuration, the theme, and where the query client is kept
 * (the signed-in frame provides the client itself, QueryRoot).
 */
export function AppProviders({ children, queryClients, queryClient }: AppProvidersProps) {
  const [holder] = useState<QueryClientHolder>(() => queryClients ?? { client: queryClient });
  const [config] = useState(createConfigSource);
  return (
    <QueryClientHolderContext value={holder}>
      <ConfigContext value={config}>
        <ThemeModeProvider>{children}</ThemeModeProvider>
      </ConfigContext>
    </QueryClientHolderContext>
  );
}
