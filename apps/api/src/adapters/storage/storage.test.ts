import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { FileStorage } from './storage';
import { startFakeS3 } from '../../../test/fake-s3';

const read = async (stream: Readable | undefined) => {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString();
};

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

  it('is ready when its folder can be written', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'trilha-files-'));
    try {
      await createLocalStorage(path.join(root, 'uploads')).check();
      writeFileSync(path.join(root, 'a-file'), '');
      await expect(createLocalStorage(path.join(root, 'a-file', 'uploads')).check()).rejects.toThrow();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('S3-compatible storage', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(() => s3.stop());

  const storage = () =>
    createS3Storage({
      bucket: 'tickets',
      endpoint: s3.endpoint,
      region: 'us-east-1',
      accessKeyId: 'test',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
    });

  it('speaks path-style S3 to the configured endpoint', async () => {
    await exercise(await storage());
    expect([...s3.objects.keys()]).toEqual(['trips/b/tickets/3.pdf']);
  });

  it('says the store is unavailable while it fails or refuses, and works again when it is back', async () => {
    const files = await storage();
    await files.check();
    s3.failing = true;
    await expect(files.put('trips/c/1.pdf', Buffer.from('x'), 'application/pdf')).rejects.toMatchObject({
      statusCode: 503,
      code: 'STORAGE_UNAVAILABLE',
    });
    await expect(files.check()).rejects.toMatchObject({ code: 'STORAGE_UNAVAILABLE' });
    s3.failing = false;
    await s3.stop();
    await expect(files.get('trips/b/tickets/3.pdf')).rejects.toMatchObject({ code: 'STORAGE_UNAVAILABLE' });
    await s3.start();
    await files.check();
    expect(await read(await files.get('trips/b/tickets/3.pdf'))).toBe('three');
  });
});
