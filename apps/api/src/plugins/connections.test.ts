import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestAppOptions, type TestContext } from '../../test/app';
import { openEventStream } from '../../test/event-stream';
import { createUser } from '../../test/factories';

const body = JSON.stringify({ email: 'nobody@example.com', password: 'not the password' });

/** A raw keep-alive connection that sends a login request's headers and only the start of its body. */
async function startSlowLogin(server: Server) {
  const address = server.address();
  const socket: Socket = connect(typeof address === 'object' && address ? address.port : 0, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => undefined);
  const whenClosed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  await new Promise((resolve) => socket.once('connect', resolve));
  // The server has read the headers (its 'request' event): the request is then in flight.
  const inFlight = new Promise((resolve) => server.once('request', resolve));
  socket.write(
    'POST /api/auth/login HTTP/1.1\r\nHost: trilha.test\r\nConnection: keep-alive\r\n' +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
  );
  await inFlight;
  return {
    finish: () => socket.write(body.slice(5)),
    /** Sends the rest a byte every 100 ms: never silent, never done in time. */
    trickle() {
      let sent = 5;
      const timer = setInterval(() => {
        if (sent >= body.length || socket.destroyed) return clearInterval(timer);
        socket.write(body[sent++]!);
      }, 100);
    },
    get received() {
      return received;
    },
    /** Resolves when the server has closed the connection; rejects if it is still open after `ms`. */
    closedWithin: (ms: number) => within(whenClosed, ms, 'the connection is still open'),
    destroy: () => socket.destroy(),
  };
}

async function listening(options: TestAppOptions): Promise<TestContext & { port: number }> {
  const ctx = await createTestApp(options);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  return { ...ctx, port: typeof address === 'object' && address ? address.port : 0 };
}

/** `promise`, or a failure naming what did not happen if it takes longer than `ms`. */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves once close() has begun: the server stops listening right after its preClose hooks ran. */
async function stoppedListening(server: Server): Promise<void> {
  while (server.listening) await new Promise((resolve) => setImmediate(resolve));
}

async function timed(work: Promise<unknown>): Promise<number> {
  const start = Date.now();
  await work;
  return Date.now() - start;
}

describe('closing the server', () => {
  it('answers a request in flight, then closes its keep-alive connection at once', async () => {
    const ctx = await listening({});
    const client = await startSlowLogin(ctx.app.server);
    const closing = timed(ctx.app.close());
    // The rest of the body arrives once the server is closing: its answer must close the connection.
    await stoppedListening(ctx.app.server);
    client.finish();
    // Without the fix the connection stays open for the 72 s keep-alive timeout, and close() with it.
    expect(await closing).toBeLessThan(5000);
    await client.closedWithin(2000);
    expect(client.received).toMatch(/^HTTP\/1\.1 401/);
    expect(client.received.toLowerCase()).toContain('connection: close');
    await ctx.close();
  });

  it('cuts a request still in flight when the grace period ends', async () => {
    const ctx = await listening({ timeouts: { shutdownGrace: 500 } });
    const client = await startSlowLogin(ctx.app.server);
    const elapsed = await timed(ctx.app.close());
    expect(elapsed).toBeGreaterThanOrEqual(450);
    expect(elapsed).toBeLessThan(3000);
    await client.closedWithin(2000);
    await ctx.close();
  });
});

describe('request timeouts', () => {
  it('closes a connection whose body arrives too slowly, and keeps the live stream open', async () => {
    const ctx = await listening({
      heartbeatMs: 200,
      timeouts: { request: 800, headers: 400, idle: 1000, checkInterval: 100 },
    });
    try {
      const { auth } = await createUser(ctx);
      const stream = openEventStream(`http://127.0.0.1:${ctx.port}/api/notifications/stream`, auth);
      await stream.until(() => stream.events.some((event) => event.event === 'ready'));
      const client = await startSlowLogin(ctx.app.server);
      client.trickle();
      await client.closedWithin(3000);
      expect(client.received).toMatch(/^HTTP\/1\.1 408/);
      // Still beating well past the request and idle timeouts.
      const beats = stream.comments.length;
      await stream.until(() => stream.comments.length > beats + 1, 2000);
      stream.close();
      client.destroy();
    } finally {
      await ctx.close();
    }
  });
});
