import type { Readable } from 'node:stream';
import { isSocketError, ServiceUnavailableError } from '../../lib/outages';
import { assertSafeKey, type FileStorage } from './storage';

export interface S3Options {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/**
 * The store could not be reached, timed out, or failed on its side (5xx, after the SDK's own retries):
 * the request answers 503 STORAGE_UNAVAILABLE. Its 4xx (a wrong bucket or key) stay errors to fix.
 */
function unreachable(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (isSocketError(error) || name === 'TimeoutError' || name === 'RequestTimeout') return true;
  return ($metadata?.httpStatusCode ?? 0) >= 500;
}

async function guarded<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    throw unreachable(error) ? new ServiceUnavailableError('storage', { cause: error }) : error;
  }
}

/**
 * Any S3-compatible store (AWS, MinIO, R2, Ceph): path-style addressing when an endpoint is given. The
 * AWS SDK loads only when a bucket is configured.
 */
export async function createS3Storage(options: S3Options): Promise<FileStorage> {
  const {
    DeleteObjectCommand,
    DeleteObjectsCommand,
    GetObjectCommand,
    HeadBucketCommand,
    ListObjectsV2Command,
    NoSuchKey,
    PutObjectCommand,
    S3Client,
  } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: many S3-compatible stores reject the newer trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that accepts connections but never answers must not hold a request for minutes.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  const Bucket = options.bucket;

  return {
    kind: 's3',

    async put(key, data, contentType) {
      assertSafeKey(key);
      await guarded(
        client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType })),
      );
    },

    async get(key) {
      assertSafeKey(key);
      try {
        const object = await guarded(client.send(new GetObjectCommand({ Bucket, Key: key })));
        return object.Body as Readable | undefined;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },

    async check() {
      await guarded(client.send(new HeadBucketCommand({ Bucket })));
    },

    async delete(key) {
      assertSafeKey(key);
      await guarded(client.send(new DeleteObjectCommand({ Bucket, Key: key })));
    },

    async deletePrefix(prefix) {
      assertSafeKey(prefix);
      let ContinuationToken: string | undefined;
      do {
        const page = await guarded(
          client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken })),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length > 0) {
          await guarded(
            client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } })),
          );
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
