import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createTrip, createUser } from '../../../test/factories';
import { CORPUS_DIR, layoutPdf } from '../../../test/import-corpus';
import { multipartFile } from '../../../test/multipart';
import { slowPdf } from '../../../test/slow-pdf';
import { createReaderPool, type ReaderPool } from './readers/reader-pool';
import { residentMb } from './readers/reader-process';

/** Reading runs in processes that are killed at the deadline: the server goes on meanwhile. */
const SPINNING = new URL('../../../test/spinning-reader.ts', import.meta.url);
const DEADLINE_MS = 1_500;

let pdf: Buffer;
beforeAll(async () => {
  pdf = await layoutPdf(readFileSync(path.join(CORPUS_DIR, 'lufthansa-en.pdf.txt'), 'utf8'));
});

async function appWith(readers: ReaderPool, importTimeoutMs: number, file = () => pdf) {
  const ctx = await createTestApp({ importReaders: readers, importTimeoutMs });
  const owner = await createUser(ctx, { language: 'en' });
  const trip = await createTrip(ctx, owner, { startDate: '2031-05-01', endDate: '2031-05-12' });
  const upload = () => {
    const body = multipartFile(file());
    return ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${trip.id}/imports`,
      payload: body.payload,
      headers: { ...body.headers, ...owner.auth },
    });
  };
  return { ctx, owner, upload };
}

const settled = async (pool: ReaderPool) => {
  for (let i = 0; i < 100 && pool.stats().workers > 0; i++) await new Promise((r) => setTimeout(r, 20));
  return pool.stats();
};

describe('a file that never finishes reading', () => {
  let pool: ReaderPool;
  let app: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    pool = createReaderPool({ size: 1, queue: 1, file: SPINNING });
    app = await appWith(pool, DEADLINE_MS);
  });
  afterAll(async () => {
    await app.ctx.close();
    await pool.close();
  });

  it('answers 422 at the deadline, its reader killed, while the server keeps answering', async () => {
    const started = performance.now();
    const reading = app.upload();
    await expect
      .poll(() => pool.stats(), { timeout: 5_000, interval: 10 })
      .toEqual({ workers: 1, reading: 1, queued: 0 });
    // The reader spins on its core; the event loop is free: health answers at once.
    const asked = performance.now();
    const health = await app.ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(performance.now() - asked).toBeLessThan(500);

    const res = await reading;
    const took = performance.now() - started;
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'IMPORT_TIMEOUT' });
    expect(took).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(took).toBeLessThan(DEADLINE_MS + 2_000);
    expect(await settled(pool)).toEqual({ workers: 0, reading: 0, queued: 0 });
  });

  it('queues one file behind a busy reader and refuses the next at once with 503 IMPORT_BUSY', async () => {
    const reading = app.upload();
    await expect
      .poll(() => pool.stats(), { timeout: 5_000, interval: 10 })
      .toEqual({ workers: 1, reading: 1, queued: 0 });
    const waiting = app.upload();
    await expect
      .poll(() => pool.stats(), { timeout: 5_000, interval: 10 })
      .toEqual({ workers: 1, reading: 1, queued: 1 });
    const asked = performance.now();
    const refused = await app.upload();
    expect(performance.now() - asked).toBeLessThan(1_000);
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'IMPORT_BUSY', message: expect.stringContaining('Busy') });
    expect((await reading).statusCode).toBe(422);
    // The waiting file got the next reader, which spun until its own deadline and was killed too.
    expect((await waiting).statusCode).toBe(422);
    expect(await settled(pool)).toEqual({ workers: 0, reading: 0, queued: 0 });
  });

  it('answers 503 IMPORT_BUSY to a file that waited for a reader until its deadline', async () => {
    const hurried = await appWith(pool, 500);
    try {
      const reading = app.upload();
      await expect
        .poll(() => pool.stats(), { timeout: 5_000, interval: 10 })
        .toMatchObject({ reading: 1, queued: 0 });
      const started = performance.now();
      const res = await hurried.upload();
      expect(res.statusCode, res.body).toBe(503);
      expect(performance.now() - started).toBeLessThan(1_500);
      expect(pool.stats()).toMatchObject({ reading: 1, queued: 0 });
      expect((await reading).statusCode).toBe(422);
      expect(await settled(pool)).toEqual({ workers: 0, reading: 0, queued: 0 });
    } finally {
      await hurried.ctx.close();
    }
  });
});

describe('the real readers in a process', () => {
  it('stop a PDF crafted to keep PDF.js busy at the deadline (422), the server answering meanwhile', async () => {
    // Its text piles up in PDF.js (about 400 MB in 2 s), which the readers' default memory limit would stop
    // first (imports.memory.test.ts): here the reader may grow, for the deadline is what this test is about.
    const pool = createReaderPool({ size: 1, maxHeapMb: 512, maxRssMb: 2048 });
    const hostile = await appWith(pool, 3_000, () => slowPdf(1_000_000));
    try {
      const started = performance.now();
      const reading = hostile.upload();
      await expect.poll(() => pool.stats().reading, { timeout: 3_000 }).toBe(1);
      // The server answers while PDF.js is still busy: the reading is not on its thread. (No timing bound
      // here: a loaded CI machine would make one flaky; the bench measures speed.)
      expect((await hostile.ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(pool.stats()).toMatchObject({ reading: 1 });
      const res = await reading;
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ code: 'IMPORT_TIMEOUT' });
      // At the deadline, not when PDF.js would have finished (minutes for this file).
      expect(performance.now() - started).toBeLessThan(3_000 + 10_000);
      expect(await settled(pool)).toEqual({ workers: 0, reading: 0, queued: 0 });
    } finally {
      await hostile.ctx.close();
      await pool.close();
    }
  }, 60_000);

  it('are killed at the deadline wherever they are, and a new reader reads the next file', async () => {
    const pool = createReaderPool({ size: 1 });
    const fast = await appWith(pool, 30);
    try {
      const res = await fast.upload();
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ code: 'IMPORT_TIMEOUT' });
      expect(await settled(pool)).toEqual({ workers: 0, reading: 0, queued: 0 });
    } finally {
      await fast.ctx.close();
    }
    const patient = await appWith(pool, 30_000);
    try {
      const res = await patient.upload();
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().flights.map((f: { flightNumber: string }) => f.flightNumber)).toContain('LH501');
      // The reader stays for the next file, idle: it does not keep the server alive.
      expect(pool.stats()).toEqual({ workers: 1, reading: 0, queued: 0 });
    } finally {
      await patient.ctx.close();
      await pool.close();
    }
    expect(pool.stats().workers).toBe(0);
  }, 60_000);

  it('ends a reader left idle, giving its memory back', async () => {
    const pool = createReaderPool({ size: 1, idleMs: 300 });
    try {
      const read = await pool.extract({ kind: 'text', data: Buffer.from('Flight TP 1234 on 2031-05-02') });
      expect(read.texts).toEqual(['Flight TP 1234 on 2031-05-02']);
      expect(pool.stats().workers).toBe(1);
      expect(await settled(pool)).toEqual({ workers: 0, reading: 0, queued: 0 });
    } finally {
      await pool.close();
    }
  }, 30_000);
});

describe.runIf(existsSync('/usr/bin/setpriv') || existsSync('/bin/setpriv'))(
  'a reader stuck in a file',
  () => {
    it('dies with its server, even one killed with SIGKILL', async () => {
      const tsx = createRequire(import.meta.url).resolve('tsx');
      const server = spawn(
        process.execPath,
        ['--import', tsx, fileURLToPath(new URL('../../../test/reader-server.ts', import.meta.url))],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let out = '';
      server.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      await expect.poll(() => out, { timeout: 20_000 }).toMatch(/reader \d+\n[^]*spinning/);
      const pid = Number(/reader (\d+)/.exec(out)![1]);
      expect(residentMb(pid)).toBeGreaterThan(0);
      server.kill('SIGKILL');
      // Gone, or a zombie waiting to be reaped: either way it holds no memory and no core.
      await expect.poll(() => residentMb(pid), { timeout: 5_000 }).toBeUndefined();
    }, 30_000);
  },
);
