import { MutationCache, QueryClient } from '@tanstack/react-query';
import { profileKeys } from '../features/profile/api/profile-queries';

/** The app's query client; tests pass `retry: false` so a failure shows at once. */
export function createQueryClient({ retry = 1 }: { retry?: number | false } = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    // Points are earned on the server by what people do (planning a trip, adding a flight, ticking the
    // checklist…): after any change, the standing the top bar shows is read again (not awaited: the change
    // itself is done).
    mutationCache: new MutationCache({
      onSuccess: () => void client.invalidateQueries({ queryKey: profileKeys.all }),
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry },
      // A change that cannot reach the server fails at once and says so; only the few changes made to be
      // queued offline (lib/offline/queue.ts) wait for the connection.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return client;
}
