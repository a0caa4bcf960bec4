import type { RequestConfig, TransferProgress } from './api-client';

/** An answer as XMLHttpRequest gives it: the body as text, or as bytes when asked for a blob. */
export interface XhrAnswer {
  status: number;
  /** By lower-case name. */
  headers: Record<string, string>;
  body: Blob | string;
}

/**
 * Sends a call through XMLHttpRequest, which reports how far an upload is (fetch cannot): for the calls
 * that show their progress (file uploads, the PDF download). Loaded with the first of them, so the first
 * page does not carry it. Rejects when no answer came (no connection, or cancelled).
 */
export function sendWithProgress(url: string, config: RequestConfig): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(config.method, url);
    for (const [name, value] of Object.entries(config.headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = config.responseType === 'blob' ? 'blob' : 'text';
    const progress = (report?: (progress: TransferProgress) => void) => (event: ProgressEvent) =>
      report?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
    xhr.upload.onprogress = progress(config.onUploadProgress);
    xhr.onprogress = progress(config.onDownloadProgress);
    xhr.onload = () => {
      const headers: Record<string, string> = {};
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: xhr.status, headers, body: xhr.response as Blob | string });
    };
    xhr.onerror = () => reject(new Error('Network Error'));
    xhr.onabort = () => reject(new Error('canceled'));
    if (config.signal?.aborted) {
      reject(new Error('canceled'));
      return;
    }
    config.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(config.data as XMLHttpRequestBodyInit | null | undefined);
  });
}
