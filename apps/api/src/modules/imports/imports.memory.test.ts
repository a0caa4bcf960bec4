import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser } from '../../../test/factories';
import { CORPUS_DIR, layoutPdf } from '../../../test/import-corpus';
import { multipartFile } from '../../../test/multipart';
import { pdfBomb } from '../../../test/pdf-bomb';
import { createReaderPool, type ReaderPool } from './readers/reader-pool';
import { residentMb } from './readers/reader-process';

/**
 * A decompression bomb against the server's memory, in a test file of its own: the process measured is
 * the server's alone (the embedded database included), not one that earlier tests have grown.
 * The readers' memory is watched through Linux's /proc, as a server's is.
 */
describe.runIf(existsSync('/proc/self/status'))('a PDF that inflates to 600 MB', () => {
  let ctx: TestContext;
  let pool: ReaderPool;
  let file: Buffer;
  let upload: () => Promise<LightMyRequestResponse>;
  beforeAll(async () => {
    pool = createReaderPool({ size: 1 });
    ctx = await createTestApp({ importReaders: pool, importTimeoutMs: 60_000 });
    const owner = await createUser(ctx, { language: 'en' });
    const trip = await createTrip(ctx, owner, { startDate: '2031-05-01', endDate: '2031-05-12' });
    upload = () => {
      const body = multipartFile(file);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/trips/${trip.id}/imports`,
        payload: body.payload,
        headers: { ...body.headers, ...owner.auth },
      });
    };
  });
  afterAll(async () => {
    await ctx.close();
    await pool.close();
  });

  it("is refused with 422 IMPORT_TOO_HEAVY, the server's memory staying under 700 MB", async () => {
    const booking = await layoutPdf(readFileSync(path.join(CORPUS_DIR, 'lufthansa-en.pdf.txt'), 'utf8'));
    const bomb = await pdfBomb(600);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    // A server already at work: its database warm, a reader started by a booking read as usual.
    file = booking;
    expect((await upload()).statusCode).toBe(200);

    file = bomb;
    const before = process.memoryUsage.rss();
    let server = before;
    let reader = 0;
    const sample = setInterval(() => {
      server = Math.max(server, process.memoryUsage.rss());
      for (const pid of pool.pids()) reader = Math.max(reader, residentMb(pid) ?? 0);
    }, 5);
    const res = await upload().finally(() => clearInterval(sample));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({
      statusCode: 422,
      code: 'IMPORT_TOO_HEAVY',
      error: 'Unprocessable Entity',
      message: expect.stringContaining('This file could not be read: opening it needs more memory'),
    });
    const MB = 1024 * 1024;
    expect(server / MB).toBeLessThan(700);
    // The file's 600 MB (3.2 GB once PDF.js has read it) never entered the server's process.
    expect((server - before) / MB).toBeLessThan(100);
    // Killed near its limit (400 MB; a loaded machine may see it a little late).
    expect(reader).toBeLessThan(1000);
    await expect.poll(() => pool.stats(), { timeout: 5_000 }).toEqual({ workers: 0, reading: 0, queued: 0 });

    // The next file gets a new reader.
    file = booking;
    expect((await upload()).statusCode).toBe(200);
  }, 60_000);
});
