/** A reason the server cannot start that one plain line explains better than a stack trace. */
export class StartError extends Error {}

/** The port is taken or not ours to use: say which and what to do, instead of EADDRINUSE's stack. */
export function listenError(error: unknown, port: number): StartError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'EADDRINUSE') {
    return new StartError(
      `Port ${port} is already in use. Stop the program using it, or start Trilha on another port ` +
        `with PORT (for example PORT=${port + 1} npm start).`,
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
