import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestAppOptions, type TestContext } from '../../test/app';
import { openEventStream } from '../../test/event-stream';
import { createUser } from '../../test/factories';

const body = JSON.stringify({ email: 'nobody@example.com', password: 'not the password' });

/** A raw keep-alive connection that sends a login request's headers and only the start of its body. */
async function startSlowLogin(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  let closed = false;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => undefined);
  socket.on('close', () => (closed = true));
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    'POST /api/auth/login HTTP/1.1\r\nHost: trilha.test\r\nConnection: keep-alive\r\n' +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
  );
  // Let the server read the headers: the request is then in flight.
  await sleep(200);
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
    get closed() {
      return closed;
    },
    destroy: () => socket.destroy(),
  };
}

async function listening(options: TestAppOptions): Promise<TestContext & { port: number }> {
  const ctx = await createTestApp(options);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  return { ...ctx, port: typeof address === 'object' && address ? address.port : 0 };
}

async function until(check: () => boolean, ms = 2000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not true within ${ms} ms`);
    await sleep(20);
  }
}

async function timed(work: Promise<unknown>): Promise<number> {
  const start = Date.now();
  await work;
  return Date.now() - start;
}

describe('closing the server', () => {
  it('answers a request in flight, then closes its keep-alive connection at once', async () => {
    const ctx = await listening({});
    const client = await startSlowLogin(ctx.port);
    const closing = timed(ctx.app.close());
    await sleep(300);
    client.finish();
    // Without the fix the connection stays open for the 72 s keep-alive timeout, and close() with it.
    expect(await closing).toBeLessThan(5000);
    await until(() => client.closed);
    expect(client.received).toMatch(/^HTTP\/1\.1 401/);
    expect(client.received.toLowerCase()).toContain('connection: close');
    await ctx.close();
  });

  it('cuts a request still in flight when the grace period ends', async () => {
    const ctx = await listening({ timeouts: { shutdownGrace: 500 } });
    const client = await startSlowLogin(ctx.port);
    const elapsed = await timed(ctx.app.close());
    expect(elapsed).toBeGreaterThanOrEqual(450);
    expect(elapsed).toBeLessThan(3000);
    await until(() => client.closed);
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
      const client = await startSlowLogin(ctx.port);
      client.trickle();
      await until(() => client.closed, 3000);
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
