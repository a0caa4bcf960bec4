import type { QueryClient } from '@tanstack/react-query';

const clients = new Set<QueryClient>();

/** Remembers a query client a test rendered with, so that setup.ts can empty it after the test. */
export function trackQueryClient(client: QueryClient): QueryClient {
  clients.add(client);
  return client;
}

/**
 * Empties every query client of the test that ended: its changes still waiting to be sent (paused while
 * "offline") would otherwise be sent when the next test is online again, through the next test's mocks.
 */
export function releaseQueryClients(): void {
  for (const client of clients) {
    client.getMutationCache().clear();
    client.clear();
  }
  clients.clear();
}
