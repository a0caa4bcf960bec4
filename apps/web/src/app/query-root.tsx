import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useQueryClientHolder, type QueryClientHolder } from '../lib/query-client-holder';
import { createQueryClient } from './query-client';

/** The app's query client, made the first time it is needed. */
export function ensureQueryClient(holder: QueryClientHolder): QueryClient {
  return (holder.client ??= createQueryClient());
}

/** Provides the app's query client to the signed-in screens (AppLayout), making it on the first render. */
export function QueryRoot({ children }: { children: ReactNode }) {
  const holder = useQueryClientHolder();
  const [client] = useState(() => ensureQueryClient(holder));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
