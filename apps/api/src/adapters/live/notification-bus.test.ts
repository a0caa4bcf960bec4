import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import { openDatabase } from '../../db/client';
import { createTestApp, TEST_JWT_SECRET, type TestContext } from '../../../test/app';
import { openEventStream } from '../../../test/event-stream';
import { createTrip, createUser, type CreatedUser } from '../../../test/factories';
import { startTcpProxy, type TcpProxy } from '../../../test/tcp-proxy';
import { LIVE_RECONNECT, reconnectDelay } from './notification-bus';

describe('reconnectDelay', () => {
  it('doubles from half a second up to 30 s, half of each wait random', () => {
    const ceilings = [500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000];
    ceilings.forEach((ceiling, attempt) => {
      expect(reconnectDelay(attempt, LIVE_RECONNECT, () => 0)).toBe(ceiling / 2);
      expect(reconnectDelay(attempt, LIVE_RECONNECT, () => 0.999_999)).toBeCloseTo(ceiling, -1);
    });
    expect(reconnectDelay(10_000, LIVE_RECONNECT, () => 1)).toBe(30_000);
  });
});

interface LogLine {
  level: number;
  msg: string;
  attempt?: number;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('live notifications across instances (PostgreSQL)', () => {
  // Embedded (PGlite) there is one instance and no LISTEN connection to lose.
  let ctx: TestContext;
  let proxy: TcpProxy;
  let second: FastifyInstance;
  let secondUrl: string;
  let closeDatabase: () => Promise<void>;
  const lines: LogLine[] = [];
  const logged = (message: string) => lines.filter((line) => line.msg.startsWith(message));

  beforeAll(async () => {
    ctx = await createTestApp();
    const direct = new URL(ctx.databaseUrl!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const listenUrl = new URL(direct);
    listenUrl.hostname = '127.0.0.1';
    listenUrl.port = String(proxy.port);
    const database = await openDatabase({ kind: 'postgres', url: ctx.databaseUrl! });
    closeDatabase = database.close;
    second = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: path.join(os.tmpdir(), `trilha-second-${process.pid}`),
        JWT_SECRET: TEST_JWT_SECRET,
        LOG_LEVEL: 'info',
        WEB_DIST_DIR: path.join(os.tmpdir(), 'no-web-build'),
        EXCHANGE_RATES_URL: 'off',
      }),
      // Its queries go straight to the database; only its LISTEN connection goes through the proxy.
      database: { ...database, url: listenUrl.toString() },
      logStream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
      liveReconnect: { firstMs: 20, maxMs: 200 },
      jobs: false,
    });
    await second.listen({ port: 0, host: '127.0.0.1' });
    secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await second?.close();
    await closeDatabase?.();
    await proxy?.stop();
    await ctx?.close();
  });

  /** Polls the log until `check` holds: the reconnects are the observable events here. */
  async function untilLogged(check: () => boolean, ms = 10_000) {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (Date.now() > deadline)
        throw new Error(`Not logged in ${ms} ms: ${JSON.stringify(lines.slice(-5))}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  const share = async (ana: CreatedUser, bruno: CreatedUser, title: string) => {
    const trip = await createTrip(ctx, ana, { title });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${trip.id}/shares`,
      headers: ana.auth,
      payload: { userId: bruno.user.id, role: 'viewer' },
    });
    expect(res.statusCode).toBe(201);
  };

  it('reconnects with backoff after the LISTEN connection drops, until the database answers again', async () => {
    const ana = await createUser(ctx, { name: 'Ana' });
    const bruno = await createUser(ctx, { name: 'Bruno', language: 'en' });
    const stream = openEventStream(`${secondUrl}/api/notifications/stream`, bruno.auth);
    const pushed = () =>
      stream.events
        .filter((event) => event.event === 'notification')
        .map((event) => (JSON.parse(event.data) as { message: string }).message);
    try {
      await stream.until(() => stream.events.some((event) => event.event === 'ready'));
      await share(ana, bruno, 'Madrid');
      await stream.until(() => pushed().length === 1);

      await proxy.stop();
      // Refused again and again: each failure is followed by another try, never given up.
      await untilLogged(() => logged('Live notifications are not connected').length >= 4);
      const retries = logged('Live notifications are not connected');
      expect(retries.map((line) => line.attempt)).toEqual(retries.map((_, index) => index + 1));
      expect(retries.every((line) => line.level === 40)).toBe(true);

      await proxy.start();
      await untilLogged(() => logged('Live notifications are connected to PostgreSQL again').length === 1);
      await share(ana, bruno, 'Sevilla');
      await stream.until(() => pushed().length === 2);
      expect(pushed()).toEqual([
        'Ana shared “Madrid” with you as viewer.',
        'Ana shared “Sevilla” with you as viewer.',
      ]);
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    } finally {
      stream.close();
    }
  });
});
