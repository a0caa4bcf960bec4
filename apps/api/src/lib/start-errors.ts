import { createServer } from 'node:net';

/** A reason the server cannot start that one plain line explains better than a stack trace. */
export class StartError extends Error {}

/** Whether a port can be listened on now, on that interface. */
const isFree = (port: number, host: string) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });

/** The first port after `port` that is free now (of the next 20), to suggest; undefined when none is. */
export async function nextFreePort(port: number, host: string): Promise<number | undefined> {
  for (let candidate = port + 1; candidate <= Math.min(port + 20, 65_535); candidate++) {
    if (await isFree(candidate, host)) return candidate;
  }
  return undefined;
}

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** A port taken (EADDRINUSE) or not ours to use (EACCES). */
export const isListenRefusal = (error: unknown) => ['EADDRINUSE', 'EACCES'].includes(codeOf(error) as string);

/** The port is taken or not ours to use: say which and what to do, instead of EADDRINUSE's stack. */
export async function listenError(
  error: unknown,
  port: number,
  host = '0.0.0.0',
): Promise<StartError | undefined> {
  const code = codeOf(error);
  if (code === 'EADDRINUSE') {
    // A suggestion that is itself taken would only fail again: the port offered is free right now.
    const free = await nextFreePort(port, host);
    return new StartError(
      `Port ${port} is already in use. Stop the program using it, or start Trilha on another port ` +
        (free === undefined
          ? 'with PORT (for example PORT=<another port> npm start).'
          : `with PORT (port ${free} is free: PORT=${free} npm start).`),
    );
  }
  if (code === 'EACCES') {
    return new StartError(
      `Port ${port} needs administrator rights here. Start Trilha on a port above 1023 with PORT ` +
        `(for example PORT=3000 npm start).`,
    );
  }
  return undefined;
}
