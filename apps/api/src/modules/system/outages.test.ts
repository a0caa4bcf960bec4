import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import { openDatabase } from '../../db/client';
import { createTestApp, TEST_JWT_SECRET, type TestContext } from '../../../test/app';
import { startFakeS3 } from '../../../test/fake-s3';
import { createTrip, createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { multipartFile, TINY_PDF } from '../../../test/multipart';
import { startTcpProxy } from '../../../test/tcp-proxy';

/** Polls readiness until it answers `status` (the service came back, or was seen gone). */
async function readyBecomes(app: FastifyInstance, status: number, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const res = await app.inject('/api/ready');
    if (res.statusCode === status) return res.json();
    if (Date.now() > deadline) throw new Error(`/api/ready still answers ${res.statusCode}: ${res.body}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('with Redis down', () => {
  let ctx: TestContext;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  beforeAll(async () => {
    proxy = await startTcpProxy({ host: '127.0.0.1', port: 6379 });
    ctx = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${proxy.port}` } });
    await ctx.app.ready();
    await readyBecomes(ctx.app, 200);
  });
  afterAll(async () => {
    await ctx.close();
    await proxy.stop();
  });

  const login = (email: string, password: string, cookie?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'pt', ...(cookie ? { cookie } : {}) },
      payload: { email, password },
    });

  it('answers sign-in with 503 REDIS_UNAVAILABLE at once, says so in /api/ready, and recovers', async () => {
    const person = await createUser(ctx);
    expect((await ctx.app.inject('/api/ready')).json()).toEqual({
      status: 'ready',
      services: { database: 'up', redis: 'up', storage: 'up' },
    });
    const signedIn = await login(person.user.email, DEFAULT_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const deviceCookie = signedIn.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    expect(deviceCookie).toMatch(/^trilha_device_/);

    await proxy.stop();
    const started = Date.now();
    const refused = await login(person.user.email, DEFAULT_PASSWORD);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      statusCode: 503,
      code: 'REDIS_UNAVAILABLE',
      error: 'Service Unavailable',
      message: expect.stringContaining('Tente de novo'),
    });
    // The owner's own browser, whose attempts count against its device cookie, is told the same.
    const fromDevice = await login(person.user.email, DEFAULT_PASSWORD, deviceCookie);
    expect(fromDevice.statusCode).toBe(503);
    expect(fromDevice.json()).toMatchObject({ code: 'REDIS_UNAVAILABLE' });
    const notReady = await ctx.app.inject({ url: '/api/ready', headers: { 'accept-language': 'en' } });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({
      statusCode: 503,
      code: 'REDIS_UNAVAILABLE',
      message: expect.stringContaining('try again'),
      status: 'unavailable',
      services: { database: 'up', redis: 'down', storage: 'up' },
    });
    // Routes that count nothing in Redis go on working.
    expect((await ctx.app.inject({ url: '/api/trips', headers: person.auth })).statusCode).toBe(200);

    await proxy.start();
    await readyBecomes(ctx.app, 200);
    expect((await login(person.user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
    expect((await login(person.user.email, 'a wrong password')).statusCode).toBe(401);
  });
});

describe('with file storage (S3) down', () => {
  let ctx: TestContext;
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  beforeAll(async () => {
    s3 = await startFakeS3();
    ctx = await createTestApp({
      env: {
        S3_BUCKET: 'tickets',
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: 'test',
        S3_SECRET_ACCESS_KEY: 'test-secret',
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await s3.stop();
  });

  it('answers uploads and downloads with 503 STORAGE_UNAVAILABLE, says so in /api/ready, and recovers', async () => {
    const person = await createUser(ctx);
    const trip = await createTrip(ctx, person);
    const flight = await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${trip.id}/flights`,
      headers: person.auth,
      payload: {
        airline: 'TAP Air Portugal',
        flightNumber: 'TP88',
        departure: { airport: 'GRU', time: '2027-07-15T22:00' },
        arrival: { airport: 'LIS', time: '2027-07-16T11:05' },
      },
    });
    expect(flight.statusCode, flight.body).toBe(201);
    const ticket = `/api/trips/${trip.id}/flights/${flight.json()._id}/ticket`;
    const upload = () => {
      const body = multipartFile(TINY_PDF);
      return ctx.app.inject({
        method: 'PUT',
        url: ticket,
        payload: body.payload,
        headers: { ...body.headers, ...person.auth, 'accept-language': 'es' },
      });
    };
    const download = () => ctx.app.inject({ url: ticket, headers: person.auth });
    expect((await upload()).statusCode).toBe(200);

    s3.failing = true;
    const failed = await upload();
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({
      code: 'STORAGE_UNAVAILABLE',
      message: expect.stringContaining('archivos'),
    });
    expect((await download()).json()).toMatchObject({ statusCode: 503, code: 'STORAGE_UNAVAILABLE' });
    expect((await readyBecomes(ctx.app, 503)).services).toEqual({ database: 'up', storage: 'down' });

    s3.failing = false;
    await s3.stop();
    expect((await upload()).json()).toMatchObject({ statusCode: 503, code: 'STORAGE_UNAVAILABLE' });
    expect((await download()).statusCode).toBe(503);

    await s3.start();
    await readyBecomes(ctx.app, 200);
    expect((await upload()).statusCode).toBe(200);
    const back = await download();
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(TINY_PDF)).toBe(true);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('with PostgreSQL down (TEST_DATABASE_URL)', () => {
  // The embedded database (PGlite) runs inside the process: it cannot become unreachable.
  let ctx: TestContext;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let app: FastifyInstance;
  let closeDatabase: () => Promise<void>;
  beforeAll(async () => {
    ctx = await createTestApp();
    const direct = new URL(ctx.databaseUrl!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const throughProxy = new URL(direct);
    throughProxy.hostname = '127.0.0.1';
    throughProxy.port = String(proxy.port);
    const database = await openDatabase({ kind: 'postgres', url: throughProxy.toString() });
    closeDatabase = database.close;
    app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: path.join(os.tmpdir(), `trilha-outage-${process.pid}`),
        JWT_SECRET: TEST_JWT_SECRET,
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: path.join(os.tmpdir(), 'no-web-build'),
        EXCHANGE_RATES_URL: 'off',
      }),
      // Live notifications LISTEN on the direct URL: this test is about the routes.
      database: { ...database, url: ctx.databaseUrl },
      logger: false,
      jobs: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await closeDatabase();
    await proxy.stop();
    await ctx.close();
  });

  it('answers 503 DATABASE_UNAVAILABLE while it is unreachable, says so in /api/ready, and recovers', async () => {
    const person = await createUser(ctx);
    const trips = () =>
      app.inject({ url: '/api/trips', headers: { ...person.auth, 'accept-language': 'pt' } });
    expect((await trips()).statusCode).toBe(200);

    await proxy.stop();
    const down = await trips();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      statusCode: 503,
      code: 'DATABASE_UNAVAILABLE',
      error: 'Service Unavailable',
      message: 'O banco de dados não está acessível agora.',
    });
    const created = await app.inject({
      method: 'POST',
      url: '/api/trips',
      headers: person.auth,
      payload: { title: 'Lisboa', startDate: '2027-05-01', endDate: '2027-05-05' },
    });
    expect(created.json()).toMatchObject({ statusCode: 503, code: 'DATABASE_UNAVAILABLE' });
    const notReady = await app.inject('/api/ready');
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({
      code: 'DATABASE_UNAVAILABLE',
      status: 'unavailable',
      services: { database: 'down', storage: 'up' },
    });

    await proxy.start();
    await readyBecomes(app, 200);
    expect((await trips()).statusCode).toBe(200);
  });
});
