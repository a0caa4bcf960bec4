import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { FileStorage } from './storage';

const read = async (stream: Readable | undefined) => {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString();
};

/** The part of the S3 REST API the adapter uses, path-style, kept in memory. */
function fakeS3(objects: Map<string, Buffer>): Server {
  return createServer((req, res) => {
    const url = new URL(req.url!, 'http://s3.test');
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      res.setHeader('content-type', 'application/xml');
      if (bucket !== 'tickets') {
        res.statusCode = 404;
        res.end('<Error><Code>NoSuchBucket</Code></Error>');
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
  });
}

async function exercise(storage: FileStorage) {
  await storage.put('trips/a/tickets/1.pdf', Buffer.from('one'), 'application/pdf');
  await storage.put('trips/a/tickets/2.pdf', Buffer.from('two'), 'application/pdf');
  await storage.put('trips/b/tickets/3.pdf', Buffer.from('three'), 'application/pdf');
  expect(await read(await storage.get('trips/a/tickets/1.pdf'))).toBe('one');
  expect(await storage.get('trips/a/tickets/missing.pdf')).toBeUndefined();
  await storage.delete('trips/a/tickets/1.pdf');
  expect(await storage.get('trips/a/tickets/1.pdf')).toBeUndefined();
  await storage.deletePrefix('trips/a/');
  expect(await storage.get('trips/a/tickets/2.pdf')).toBeUndefined();
  expect(await read(await storage.get('trips/b/tickets/3.pdf'))).toBe('three');
  await expect(storage.put('../escape.pdf', Buffer.from('x'), 'application/pdf')).rejects.toThrow(/Unsafe/);
  await expect(storage.get('trips/../../etc/passwd')).rejects.toThrow(/Unsafe/);
}

describe('local file storage', () => {
  it('writes, reads and deletes files and folders, never outside its root', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'trilha-files-'));
    try {
      await exercise(createLocalStorage(root));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('S3-compatible storage', () => {
  const objects = new Map<string, Buffer>();
  let server: Server;
  let endpoint: string;
  beforeAll(async () => {
    server = fakeS3(objects);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('speaks path-style S3 to the configured endpoint', async () => {
    await exercise(
      createS3Storage({
        bucket: 'tickets',
        endpoint,
        region: 'us-east-1',
        accessKeyId: 'test',
        secretAccessKey: 'test-secret',
        forcePathStyle: true,
      }),
    );
    expect([...objects.keys()]).toEqual(['trips/b/tickets/3.pdf']);
  });
});
