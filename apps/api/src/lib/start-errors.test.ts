import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { listenError, StartError } from './start-errors';

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
    const explained = listenError(error, port);
    expect(explained).toBeInstanceOf(StartError);
    expect(explained?.message).toBe(
      `Port ${port} is already in use. Stop the program using it, or start Trilha on another port ` +
        `with PORT (for example PORT=${port + 1} npm start).`,
    );
    expect(explained?.message).not.toContain('\n');
    expect(listenError(Object.assign(new Error('denied'), { code: 'EACCES' }), 80)?.message).toContain(
      'Port 80 needs administrator rights',
    );
    expect(listenError(new Error('something else'), port)).toBeUndefined();
  });
});
