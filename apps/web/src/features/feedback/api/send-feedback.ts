import { useMutation } from '@tanstack/react-query';
import type { FeedbackInput } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';

export function useSendFeedback() {
  return useMutation({
    mutationFn: async (input: FeedbackInput) => {
      await apiClient.post('/feedback', input);
    },
  });
}
