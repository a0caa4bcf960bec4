import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contact, ContactInput } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { tripKeys } from './trip-queries';

export function useCreateContact(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ContactInput) =>
      (await apiClient.post<Contact>(`/trips/${tripId}/contacts`, input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripKeys.contacts(tripId) }),
  });
}
