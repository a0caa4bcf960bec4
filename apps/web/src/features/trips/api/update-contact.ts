import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contact, ContactInput } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { tripKeys } from './trip-queries';

export function useUpdateContact(tripId: string, contactId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ContactInput) =>
      (await apiClient.put<Contact>(`/trips/${tripId}/contacts/${contactId}`, input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripKeys.contacts(tripId) }),
  });
}
