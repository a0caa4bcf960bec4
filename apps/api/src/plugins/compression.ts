import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';
import compress from '@fastify/compress';

/** Only answers worth the CPU: small ones go out as they are. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Compresses JSON answers (and the calendar feed) over 1 KB with brotli or gzip, whichever the client
 * prefers. The built web app's assets are compressed once at build time and served by web-app.ts; the
 * notification stream writes to the raw socket and is never buffered. Request bodies are not inflated:
 * a small compressed upload could otherwise expand far past what the body limit was meant to allow.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    // Brotli's default quality (11) costs tens of milliseconds on a large trip; 4 keeps most of the gain.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    customTypes: /^(application\/json|text\/calendar)/,
    globalDecompression: false,
  });
});
