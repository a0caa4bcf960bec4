import type { LoginResponse } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { useServerCall } from '../../../lib/use-server-call';

/** The one-time code the provider's return left in the address: a session, or the second step's challenge. */
const oidcExchange = async (code: string) =>
  (await apiClient.post<LoginResponse>('/auth/oidc/exchange', { code })).data;

export function useOidcExchange() {
  return useServerCall(oidcExchange);
}
