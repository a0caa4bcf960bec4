import { queryOptions } from '@tanstack/react-query';
import type { Agency, AgencyListItem, Client, ClientDetail, Consultant } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { errorStatus } from '../../../lib/api-errors';

// Every agency read sits under one root, so a write anywhere (a client added, a consultant renamed)
// refreshes the counts of the list, the agency screen and the consultant's own client list together.
export const agencyKeys = {
  all: ['agencies'] as const,
  list: () => [...agencyKeys.all, 'list'] as const,
  detail: (id: string) => [...agencyKeys.all, 'detail', id] as const,
  consultants: (id: string) => [...agencyKeys.detail(id), 'consultants'] as const,
  clients: (id: string) => [...agencyKeys.detail(id), 'clients'] as const,
  myClients: () => [...agencyKeys.all, 'my-clients'] as const,
  client: (clientId: string) => [...agencyKeys.myClients(), clientId] as const,
};

/** Another agency's data answers 404 and an inactive consultant 403: neither changes on a retry. */
const retryUnlessRefused = (failures: number, error: Error) =>
  ![403, 404].includes(errorStatus(error) ?? 0) && failures < 1;

export const agencyQueries = {
  list: () =>
    queryOptions({
      queryKey: agencyKeys.list(),
      queryFn: async () => (await apiClient.get<AgencyListItem[]>('/agencies')).data,
      retry: retryUnlessRefused,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: agencyKeys.detail(id),
      queryFn: async () => (await apiClient.get<Agency>(`/agencies/${id}`)).data,
      retry: retryUnlessRefused,
    }),
  consultants: (id: string) =>
    queryOptions({
      queryKey: agencyKeys.consultants(id),
      queryFn: async () => (await apiClient.get<Consultant[]>(`/agencies/${id}/consultants`)).data,
      retry: retryUnlessRefused,
    }),
  clients: (id: string) =>
    queryOptions({
      queryKey: agencyKeys.clients(id),
      queryFn: async () => (await apiClient.get<Client[]>(`/agencies/${id}/clients`)).data,
      retry: retryUnlessRefused,
    }),
  myClients: () =>
    queryOptions({
      queryKey: agencyKeys.myClients(),
      queryFn: async () => (await apiClient.get<Client[]>('/consultants/clients')).data,
      retry: retryUnlessRefused,
    }),
  client: (clientId: string) =>
    queryOptions({
      queryKey: agencyKeys.client(clientId),
      queryFn: async () => (await apiClient.get<ClientDetail>(`/consultants/clients/${clientId}`)).data,
      retry: retryUnlessRefused,
    }),
};
