import { useMutation } from '@tanstack/react-query';
import type { ImportPreview } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';

/** What is read: a file (multipart field `file`) or a pasted mail. */
export type ImportSourceInput = { file: File } | { text: string };

export interface CreateImport {
  tripId: string;
  source: ImportSourceInput;
  /** 0 to 100 as a file's bytes go out. */
  onProgress?: (percent: number) => void;
}

/** Reads a mail, PDF or image into a preview; nothing is stored on the trip yet. */
export function useCreateImport() {
  return useMutation({
    mutationFn: async ({ tripId, source, onProgress }: CreateImport) => {
      const url = `/trips/${tripId}/imports`;
      if ('text' in source) return (await apiClient.post<ImportPreview>(url, { text: source.text })).data;
      const body = new FormData();
      body.append('file', source.file);
      const response = await apiClient.post<ImportPreview>(url, body, {
        onUploadProgress: (event) => {
          const total = event.total ?? source.file.size;
          if (total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / total) * 100)));
        },
      });
      return response.data;
    },
  });
}
