/**
 * `npx tsx scripts/bench/import-preview.ts [runs] [workers,inline]`: the latency of an import preview (POST
 * /api/trips/:id/imports) of corpus PDFs, through the whole app on an embedded database: the first
 * reading (cold: PDF.js and the barcode reader load) apart, then the median and p95 of the warm ones;
 * once with the reading workers (as the server runs) and once reading on the server's own thread.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config/env';
import { openDatabase } from '../../apps/api/src/db/client';
import { trips, users } from '../../apps/api/src/db/schema';
import { newId } from '../../apps/api/src/lib/ids';
import { createTokenSigner } from '../../apps/api/src/lib/tokens';
import { tokenPayloadFor } from '../../apps/api/src/modules/users/users.presenter';
import { layoutPdf } from '../../apps/api/test/import-corpus';
import { multipartFile } from '../../apps/api/test/multipart';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Number(process.argv[2] ?? 20);
const SAMPLES = ['lufthansa-en', 'ryanair-es-boarding'];
/** `workers,inline` by default; the second argument orders them (`inline,workers`) or picks one. */
const MODES = (process.argv[3] ?? 'workers,inline').split(',') as ('workers' | 'inline')[];
const SECRET = 'bench-secret-bench-secret-bench-secret-42';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'trilha-import-bench-'));
const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db'), fsync: false });
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  JWT_SECRET: SECRET,
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  EXCHANGE_RATES_URL: 'off',
});
for (const readers of MODES) {
  const app = await buildApp({
    config,
    database,
    jobs: false,
    importReaders: readers === 'inline' ? 'inline' : undefined,
  });
  try {
    const [user] = await database.db
      .insert(users)
      .values({ id: newId(), name: 'Bench', email: `bench-${readers}@bench.test`, passwordHash: 'x' })
      .returning();
    const token = await createTokenSigner(SECRET).sign(tokenPayloadFor(user!));
    const [trip] = await database.db
      .insert(trips)
      .values({
        ownerId: user!.id,
        title: 'Bench',
        destinationName: 'Lisbon',
        startDate: '2031-05-01',
        endDate: '2031-05-10',
        budget: 'mid-range',
        currency: 'EUR',
      })
      .returning();
    for (const sample of SAMPLES) {
      const layout = readFileSync(
        path.join(ROOT, `apps/api/test/fixtures/imports/${sample}.pdf.txt`),
        'utf8',
      );
      const body = multipartFile(await layoutPdf(layout));
      const times: number[] = [];
      for (let run = 0; run <= RUNS; run++) {
        const started = performance.now();
        const res = await app.inject({
          method: 'POST',
          url: `/api/trips/${trip!.id}/imports`,
          payload: body.payload,
          headers: { ...body.headers, authorization: `Bearer ${token}` },
        });
        if (res.statusCode !== 200) throw new Error(`${sample}: ${res.statusCode} ${res.body}`);
        times.push(performance.now() - started);
      }
      const [cold, ...warm] = times;
      warm.sort((a, b) => a - b);
      const at = (share: number) => warm[Math.min(warm.length - 1, Math.floor(share * warm.length))]!;
      console.log(
        `${readers} ${sample}: cold ${cold!.toFixed(0)} ms, warm median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms (${RUNS} runs)`,
      );
    }
  } finally {
    await app.close();
  }
}
await database.close();
rmSync(dataDir, { recursive: true, force: true });
