import net from 'node:net';

/**
 * A TCP proxy in front of a real service (PostgreSQL, Redis) that a test takes down and brings back,
 * as an outage would: `stop()` drops every connection and refuses new ones, `start()` listens again on
 * the same port.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let port = 0;
  let server: net.Server | undefined;
  /** Connections made through the proxy, ever. */
  let connections = 0;

  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  async function start(): Promise<void> {
    const next = net.createServer((client) => {
      connections += 1;
      const upstream = net.connect(target.port, target.host);
      track(client);
      track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    port = (next.address() as net.AddressInfo).port;
    server = next;
  }

  async function stop(): Promise<void> {
    const current = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  }

  await start();
  return {
    get port() {
      return port;
    },
    get connections() {
      return connections;
    },
    start,
    stop,
  };
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
