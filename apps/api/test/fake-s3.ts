import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The part of the S3 REST API the storage adapter uses, path-style, kept in memory, for the bucket
 * `tickets`. `failing` makes every request answer 500, as a store in trouble does; `stop()` closes
 * it (connections refused) and `start()` opens it again on the same port.
 */
export async function startFakeS3(objects = new Map<string, Buffer>()) {
  let failing = false;
  let port = 0;
  let server: Server | undefined;

  const handle: Parameters<typeof createServer>[1] = (req, res) => {
    const url = new URL(req.url!, 'http://s3.test');
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      res.setHeader('content-type', 'application/xml');
      if (failing) {
        res.statusCode = 500;
        res.end(
          '<Error><Code>InternalError</Code><Message>We encountered an internal error.</Message></Error>',
        );
      } else if (bucket !== 'tickets') {
        res.statusCode = 404;
        res.end('<Error><Code>NoSuchBucket</Code></Error>');
      } else if (req.method === 'HEAD' && !key) {
        res.end();
      } else if (req.method === 'PUT' && key) {
        objects.set(key, body);
        res.end();
      } else if (req.method === 'GET' && key) {
        const object = objects.get(key);
        res.statusCode = object ? 200 : 404;
        res.end(
          object ??
            '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
        );
      } else if (req.method === 'DELETE' && key) {
        objects.delete(key);
        res.statusCode = 204;
        res.end();
      } else if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const keys = [...objects.keys()].filter((name) => name.startsWith(prefix));
        res.end(
          `<ListBucketResult><Name>tickets</Name><Prefix>${prefix}</Prefix><KeyCount>${keys.length}</KeyCount>` +
            `<IsTruncated>false</IsTruncated>${keys.map((name) => `<Contents><Key>${name}</Key></Contents>`).join('')}</ListBucketResult>`,
        );
      } else if (req.method === 'POST' && url.searchParams.has('delete')) {
        for (const [, name] of body.toString().matchAll(/<Key>([^<]+)<\/Key>/g)) objects.delete(name!);
        res.end('<DeleteResult></DeleteResult>');
      } else {
        res.statusCode = 400;
        res.end('<Error><Code>NotImplemented</Code></Error>');
      }
    });
  };

  async function start(): Promise<void> {
    const next = createServer(handle);
    await new Promise<void>((resolve) => next.listen(port, '127.0.0.1', resolve));
    port = (next.address() as AddressInfo).port;
    server = next;
  }

  async function stop(): Promise<void> {
    const current = server;
    server = undefined;
    if (!current) return;
    current.closeAllConnections();
    await new Promise<void>((resolve) => current.close(() => resolve()));
  }

  await start();
  return {
    objects,
    get endpoint() {
      return `http://127.0.0.1:${port}`;
    },
    set failing(value: boolean) {
      failing = value;
    },
    start,
    stop,
  };
}
