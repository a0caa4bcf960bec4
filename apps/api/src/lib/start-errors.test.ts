import { createServer, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';
import { listenError, StartError } from './start-errors';

const listening = (port = 0) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
const portOf = (server: Server) => (server.address() as { port: number }).port;

describe('a port the server cannot listen on', () => {
  it('is explained in one line naming the port and PORT', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    const error = await new Promise<unknown>((resolve) => {
      const second = createServer();
      second.once('error', resolve);
      second.listen(port, '127.0.0.1');
    });
    taken.close();
    const explained = await listenError(error, port, '127.0.0.1');
    expect(explained).toBeInstanceOf(StartError);
    expect(explained?.message).toMatch(
      new RegExp(
        `^Port ${port} is already in use\\. Stop the program using it, or start Trilha on another port ` +
          `with PORT \\(port (\\d+) is free: PORT=\\1 npm start\\)\\.$`,
      ),
    );
    expect(explained?.message).not.toContain('\n');
    expect(
      (await listenError(Object.assign(new Error('denied'), { code: 'EACCES' }), 80))?.message,
    ).toContain('Port 80 needs administrator rights');
    expect(await listenError(new Error('something else'), port)).toBeUndefined();
  });

  it('suggests a port that is free now, not merely the next one', async () => {
    // Two ports in a row taken: the suggestion skips the second.
    let first: Server | undefined;
    let second: Server | undefined;
    for (let tries = 0; !second && tries < 20; tries++) {
      first?.close();
      first = await listening();
      second = await listening(portOf(first) + 1).catch(() => undefined);
    }
    const port = portOf(first!);
    try {
      const explained = await listenError(
        Object.assign(new Error('taken'), { code: 'EADDRINUSE' }),
        port,
        '127.0.0.1',
      );
      const suggested = Number(/PORT=(\d+)/.exec(explained!.message)?.[1]);
      expect(suggested).toBeGreaterThan(port + 1);
      const probe = await listening(suggested);
      probe.close();
    } finally {
      first!.close();
      second!.close();
    }
  });
});
