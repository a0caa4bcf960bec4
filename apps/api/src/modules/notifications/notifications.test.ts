import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import { openDatabase } from '../../db/client';
import { notifications } from '../../db/schema';
import { createTestApp, TEST_JWT_SECRET, type TestContext } from '../../../test/app';
import { openEventStream } from '../../../test/event-stream';
import { createTrip, createUser, type CreatedUser } from '../../../test/factories';

let ctx: TestContext;
let baseUrl: string;
beforeAll(async () => {
  ctx = await createTestApp({ heartbeatMs: 100 });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());

const as = (who: CreatedUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: who.auth });

/** Ana shares a trip with Bruno, who reads Portuguese: Bruno gets a notification. */
async function shared() {
  const ana = await createUser(ctx, { name: 'Ana' });
  const bruno = await createUser(ctx, { name: 'Bruno', language: 'pt' });
  const trip = await createTrip(ctx, ana, { title: 'Lisboa' });
  await as(ana, 'POST', `/api/trips/${trip.id}/shares`, { userId: bruno.user.id, role: 'viewer' });
  return { ana, bruno, trip };
}

describe('notifications', () => {
  it('are written in the recipient language with a link, read one by one or all at once, and deleted', async () => {
    const { ana, bruno, trip } = await shared();
    const [notification] = (await as(bruno, 'GET', '/api/notifications')).json();
    expect(notification).toMatchObject({
      kind: 'trip-shared',
      title: 'Uma viagem foi compartilhada com você: “Lisboa”',
      message: 'Ana compartilhou “Lisboa” com você como leitor.',
      link: `/trips/${trip.id}`,
      isRead: false,
    });
    await as(ana, 'PUT', `/api/trips/${trip.id}/shares/${bruno.user.id}`, { role: 'admin' });
    expect((await as(bruno, 'GET', '/api/notifications/unread')).json()).toHaveLength(2);
    const read = await as(bruno, 'POST', `/api/notifications/${notification._id}/read`);
    expect(read.json().isRead).toBe(true);
    expect((await as(bruno, 'GET', '/api/notifications/unread')).json()).toMatchObject([
      {
        kind: 'trip-role-changed',
        title: 'Seu papel em “Lisboa” mudou',
        message: 'Agora você é administrador em “Lisboa”.',
      },
    ]);
    // Another user's notification is not there for them.
    expect((await as(ana, 'POST', `/api/notifications/${notification._id}/read`)).statusCode).toBe(404);
    expect((await as(bruno, 'PUT', '/api/notifications/mark-all-as-read')).json()).toEqual({ updated: 1 });
    expect((await as(bruno, 'GET', '/api/notifications/unread')).json()).toEqual([]);
    expect((await as(bruno, 'DELETE', '/api/notifications/delete-all')).statusCode).toBe(204);
    expect((await as(bruno, 'GET', '/api/notifications')).json()).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it("are read in the reader's current language, whatever it was when they were written", async () => {
    const { bruno, trip } = await shared();
    const english = { ...bruno.auth, 'accept-language': 'en-GB,en;q=0.9' };
    const read = async (url: string, headers: Record<string, string>) =>
      (await ctx.app.inject({ method: 'GET', url, headers })).json();
    // Written while Bruno read Portuguese, read on an English page.
    expect(await read('/api/notifications', english)).toMatchObject([
      {
        kind: 'trip-shared',
        title: 'A trip was shared with you: “Lisboa”',
        message: 'Ana shared “Lisboa” with you as viewer.',
        link: `/trips/${trip.id}`,
      },
    ]);
    expect(await read('/api/notifications/unread', { ...bruno.auth, 'accept-language': 'es' })).toMatchObject(
      [
        {
          title: 'Se compartió un viaje contigo: “Lisboa”',
          message: 'Ana compartió “Lisboa” contigo como lector.',
        },
      ],
    );
    const [notification] = await read('/api/notifications', english);
    const marked = await ctx.app.inject({
      method: 'POST',
      url: `/api/notifications/${notification._id}/read`,
      headers: english,
    });
    expect(marked.json()).toMatchObject({ title: 'A trip was shared with you: “Lisboa”', isRead: true });
  });

  it('written before their parameters were kept, show the texts stored with them', async () => {
    const bruno = await createUser(ctx, { language: 'pt' });
    await ctx.db.insert(notifications).values({
      userId: bruno.user.id,
      kind: 'trip-shared',
      title: 'Uma viagem foi compartilhada com você',
      message: 'Ana compartilhou “Faro” com você como leitor.',
      link: '/trips/old',
    });
    const list = await as(bruno, 'GET', '/api/notifications');
    expect(list.json()).toMatchObject([{ message: 'Ana compartilhou “Faro” com você como leitor.' }]);
  });

  it('pages newest first', async () => {
    const { bruno } = await shared();
    for (let i = 0; i < 3; i++) {
      const other = await createUser(ctx);
      const trip = await createTrip(ctx, other, { title: `Trip ${i}` });
      await as(other, 'POST', `/api/trips/${trip.id}/shares`, { userId: bruno.user.id, role: 'viewer' });
    }
    const first = await as(bruno, 'GET', '/api/notifications?limit=3');
    expect(first.json().map((n: { message: string }) => n.message.match(/“(.*)”/)?.[1])).toEqual([
      'Trip 2',
      'Trip 1',
      'Trip 0',
    ]);
    const next = await as(
      bruno,
      'GET',
      `/api/notifications?limit=3&cursor=${first.headers['x-next-cursor']}`,
    );
    expect(next.json()).toHaveLength(1);
    expect(next.headers['x-next-cursor']).toBeUndefined();
  });
});

describe('GET /notifications/stream', () => {
  it('authenticates, pushes new notifications live and sends heartbeats', async () => {
    const anonymous = openEventStream(`${baseUrl}/api/notifications/stream`, {});
    await anonymous.until(() => anonymous.status !== 0);
    expect(anonymous.status).toBe(401);
    anonymous.close();

    const ana = await createUser(ctx, { name: 'Ana' });
    const bruno = await createUser(ctx, { name: 'Bruno', language: 'en' });
    const stream = openEventStream(`${baseUrl}/api/notifications/stream`, bruno.auth);
    // The same person on a Spanish page: that stream speaks Spanish.
    const spanish = openEventStream(`${baseUrl}/api/notifications/stream`, {
      ...bruno.auth,
      'accept-language': 'es',
    });
    await stream.until(() => stream.events.some((event) => event.event === 'ready'));
    await spanish.until(() => spanish.events.some((event) => event.event === 'ready'));
    expect(stream.contentType).toContain('text/event-stream');
    const trip = await createTrip(ctx, ana, { title: 'Porto' });
    await as(ana, 'POST', `/api/trips/${trip.id}/shares`, { userId: bruno.user.id, role: 'viewer' });
    await stream.until(() => stream.events.some((event) => event.event === 'notification'));
    const pushed = JSON.parse(stream.events.find((event) => event.event === 'notification')!.data);
    expect(pushed).toMatchObject({ kind: 'trip-shared', message: 'Ana shared “Porto” with you as viewer.' });
    expect(pushed).not.toHaveProperty('params');
    await spanish.until(() => spanish.events.some((event) => event.event === 'notification'));
    expect(JSON.parse(spanish.events.find((event) => event.event === 'notification')!.data)).toMatchObject({
      title: 'Se compartió un viaje contigo: “Porto”',
      message: 'Ana compartió “Porto” contigo como lector.',
      link: `/trips/${trip.id}`,
    });
    spanish.close();
    await stream.until(() => stream.comments.includes('heartbeat'));
    stream.close();
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'reaches a client connected to another instance on the same database (LISTEN/NOTIFY)',
    async () => {
      const database = await openDatabase({ kind: 'postgres', url: ctx.databaseUrl! });
      const second = await buildApp({
        config: loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: path.join(os.tmpdir(), `trilha-second-${process.pid}`),
          JWT_SECRET: TEST_JWT_SECRET,
          LOG_LEVEL: 'silent',
          WEB_DIST_DIR: path.join(os.tmpdir(), 'no-web-build'),
          EXCHANGE_RATES_URL: 'off',
        }),
        database,
        logger: false,
      });
      try {
        await second.listen({ port: 0, host: '127.0.0.1' });
        const secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
        const ana = await createUser(ctx, { name: 'Ana' });
        const bruno = await createUser(ctx, { name: 'Bruno', language: 'en' });
        // Bruno listens on the second instance; Ana shares through the first.
        const stream = openEventStream(`${secondUrl}/api/notifications/stream`, bruno.auth);
        await stream.until(() => stream.events.some((event) => event.event === 'ready'));
        const trip = await createTrip(ctx, ana, { title: 'Madrid' });
        await as(ana, 'POST', `/api/trips/${trip.id}/shares`, { userId: bruno.user.id, role: 'viewer' });
        await stream.until(() => stream.events.some((event) => event.event === 'notification'));
        expect(JSON.parse(stream.events.find((event) => event.event === 'notification')!.data)).toMatchObject(
          {
            message: 'Ana shared “Madrid” with you as viewer.',
          },
        );
        stream.close();
      } finally {
        await second.close();
        await database.close();
      }
    },
  );
});
