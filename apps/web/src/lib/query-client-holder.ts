import { createContext, use } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Where the app keeps its query client. The signed-in frame makes it when it first renders (QueryRoot,
 * app/query-root.tsx), or a trip opened directly when it starts reading the trip: the signed-out pages
 * read the server without it, so /login carries no query library. Until then it holds nothing, and
 * signing out has no cache to empty.
 */
export interface QueryClientHolder {
  client: QueryClient | undefined;
}

export const QueryClientHolderContext = createContext<QueryClientHolder>({ client: undefined });

export function useQueryClientHolder(): QueryClientHolder {
  return use(QueryClientHolderContext);
}
