import { ApiClientError } from './api-client';

/** A blob answer carries the error body as a blob too; read it back so the server's message shows. */
export async function withJsonErrorBody(error: unknown): Promise<unknown> {
  if (error instanceof ApiClientError && error.response?.data instanceof Blob) {
    try {
      error.response.data = JSON.parse(await error.response.data.text()) as unknown;
    } catch {
      // Not JSON: the generic message will do.
    }
  }
  return error;
}

/** Hands a blob to the browser as a file download, then lets the memory go. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The file name of a Content-Disposition header: the exact UTF-8 one when given (RFC 6266). */
export function attachmentName(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (exact) {
    try {
      return decodeURIComponent(exact);
    } catch {
      // Falls back to the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1];
}
