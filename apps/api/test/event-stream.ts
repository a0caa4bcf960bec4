import http from 'node:http';

export interface StreamEvent {
  event: string;
  data: string;
}

/**
 * Reads a Server-Sent Events stream the way a browser would, collecting its events and comment lines.
 * `url` is absolute (the app listening on a real port).
 */
export function openEventStream(url: string, headers: Record<string, string>) {
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  let buffer = '';
  let status = 0;
  let contentType = '';
  const waiters: (() => void)[] = [];
  const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
    status = response.statusCode ?? 0;
    contentType = String(response.headers['content-type'] ?? '');
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n');
        lines.filter((line) => line.startsWith(':')).forEach((line) => comments.push(line.slice(1).trim()));
        const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
        const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
        if (event && data !== undefined) events.push({ event, data });
      }
      waiters.splice(0).forEach((wake) => wake());
    });
  });
  request.on('error', () => undefined);

  return {
    events,
    comments,
    get status() {
      return status;
    },
    get contentType() {
      return contentType;
    },
    /** Resolves when `check` holds, or rejects after `ms`. */
    async until(check: () => boolean, ms = 5000) {
      const deadline = Date.now() + ms;
      while (!check()) {
        if (Date.now() > deadline) throw new Error(`Stream condition not met in ${ms} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    close: () => request.destroy(),
  };
}
