import { setTimeout as sleep } from 'node:timers/promises';
import { ConfigError, loadConfig, type Config } from './config/env';
import { openConfiguredDatabase, type DatabaseHandle } from './db/client';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock';
import { SERVER_TIMEOUTS } from './plugins/connections';
import { buildApp } from './app';
import { releaseMemoryWhenIdle } from './lib/idle-memory';
import { humanLogs, humanLogStream } from './lib/logging';
import { listenError, StartError } from './lib/start-errors';

async function start(config: Config) {
  // Only the embedded database needs the folder lock; PostgreSQL serves many instances.
  const release = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  let database: DatabaseHandle | undefined;
  try {
    database = await openConfiguredDatabase(config);
    const human = humanLogs(config.logFormat);
    const app = await buildApp({
      config,
      database,
      logStream: human ? humanLogStream(config.logLevel) : undefined,
    });
    const db = database;
    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal }, 'shutting down: finishing requests in flight');
      // close() stops accepting, closes idle connections at once, waits for requests in flight (cutting
      // them after the grace period) and for background work; then the database checkpoints and closes,
      // and the data folder is released. Background work stuck past a few more seconds is not waited for.
      await Promise.race([
        app.close(),
        sleep(SERVER_TIMEOUTS.shutdownGrace + 5_000, undefined, { ref: false }),
      ]);
      await db.close();
      release();
      process.exit(0);
    };
    process.on('SIGINT', () => void stop('SIGINT'));
    process.on('SIGTERM', () => void stop('SIGTERM'));
    await app.listen({ port: config.port, host: config.host }).catch(async (error: unknown) => {
      throw (await listenError(error, config.port, config.host)) ?? error;
    });
    releaseMemoryWhenIdle();
    const ready = `Trilha is ready at ${config.appUrl}`;
    // A person at a terminal reads plain lines (LOG_FORMAT=auto); a service manager or container log, JSON.
    if (human) console.log(ready);
    else {
      app.log.info(
        {
          database: database.embedded ? 'embedded-postgres' : database.kind,
          dataDir: config.dataDir,
          fsync: database.kind === 'pglite' ? config.pgliteFsync : undefined,
        },
        ready,
      );
    }
  } catch (error) {
    await database?.close().catch(() => undefined);
    release();
    throw error;
  }
}

try {
  await start(loadConfig());
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof StartError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
}
