import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ItemFile } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { saveBlob, withJsonErrorBody } from '../../../lib/download';

/** The trip items that keep files: stays (`bookings`) and tours, by their path in the API. */
export type FileItemKind = 'bookings' | 'tours';

/** One stay or tour whose files change. */
export interface FileItem {
  tripId: string;
  kind: FileItemKind;
  itemId: string;
}

/** What a change to an item's files makes stale: the item's feature's lists (its files show on them). */
export type InvalidateItem = (queryClient: QueryClient, tripId: string) => Promise<unknown>;

const filesUrl = (tripId: string, kind: FileItemKind, itemId: string) =>
  `/trips/${tripId}/${kind}/${itemId}/files`;

export interface ItemFileUpload {
  file: File;
  /** 0 to 100 as the bytes go out. */
  onProgress?: (percent: number) => void;
}

/** One file in the multipart field `file`, added to the item's list. */
export function useUploadItemFile({ tripId, kind, itemId }: FileItem, invalidate: InvalidateItem) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, onProgress }: ItemFileUpload) => {
      const body = new FormData();
      body.append('file', file);
      await apiClient.post(filesUrl(tripId, kind, itemId), body, {
        onUploadProgress: (event) => {
          const total = event.total ?? file.size;
          if (total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / total) * 100)));
        },
      });
    },
    onSuccess: () => invalidate(queryClient, tripId),
  });
}

export function useDeleteItemFile({ tripId, kind, itemId }: FileItem, invalidate: InvalidateItem) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fileId: string) => {
      await apiClient.delete(`${filesUrl(tripId, kind, itemId)}/${fileId}`);
    },
    onSuccess: () => invalidate(queryClient, tripId),
  });
}

/**
 * A file needs the bearer header, so a plain link cannot fetch it: it comes through the API client as a
 * blob and is saved under its own name (a mail as .eml, never opened in the page).
 */
export function useDownloadItemFile(tripId: string, kind: FileItemKind, itemId: string) {
  return useMutation({
    mutationFn: async (file: ItemFile) => {
      try {
        const response = await apiClient.get<Blob>(`${filesUrl(tripId, kind, itemId)}/${file._id}`, {
          responseType: 'blob',
        });
        saveBlob(response.data, file.fileName);
      } catch (error) {
        throw await withJsonErrorBody(error);
      }
    },
  });
}
