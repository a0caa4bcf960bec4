import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { tripKeys } from './trip-queries';

export function useDeleteContact(tripId: string, contactId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiClient.delete(`/trips/${tripId}/contacts/${contactId}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripKeys.contacts(tripId) }),
  });
}
