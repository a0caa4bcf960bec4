import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import type { Server } from 'node:http';
import fp from 'fastify-plugin';

/** Milliseconds. */
export interface ServerTimeouts {
  /** The whole request, headers and body, must arrive within this: a slow body cannot hold a connection. */
  request: number;
  /** The headers must arrive within this. */
  headers: number;
  /**
   * A connection silent both ways this long is closed. The live notifications stream writes a heartbeat
   * every 25 s, so it stays open; a request is only timed until it has arrived, not while it is answered.
   */
  idle: number;
  /** How often Node looks for requests and headers over their time. */
  checkInterval: number;
  /** How long a shutdown waits for requests in flight before closing their connections. */
  shutdownGrace: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  request: 60_000,
  headers: 15_000,
  idle: 60_000,
  checkInterval: 5_000,
  shutdownGrace: 10_000,
};

export function serverOptions(timeouts: ServerTimeouts): FastifyHttpOptions<Server> {
  return {
    requestTimeout: timeouts.request,
    connectionTimeout: timeouts.idle,
    forceCloseConnections: 'idle',
    http: { headersTimeout: timeouts.headers, connectionsCheckingInterval: timeouts.checkInterval },
  };
}

/**
 * A quick, graceful close. Node closes the connections that are idle when the server starts closing, but
 * one whose response ends afterwards stays open for the whole keep-alive timeout (72 s), and close()
 * waits for it. So answers sent while closing say `Connection: close`, connections that fall idle are
 * closed as they do, and whatever is still running after the grace period is cut.
 */
export const gracefulClosePlugin = fp(async (app: FastifyInstance, opts: { grace: number }) => {
  let closing = false;
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    closing = true;
    const server = app.server;
    if (!server.listening) return;
    const sweep = setInterval(() => server.closeIdleConnections(), 200);
    const cut = setTimeout(() => {
      app.log.warn({ graceMs: opts.grace }, 'requests still in flight after the grace period: closing them');
      server.closeAllConnections();
    }, opts.grace);
    sweep.unref();
    cut.unref();
    server.once('close', () => {
      clearInterval(sweep);
      clearTimeout(cut);
    });
  });
});
