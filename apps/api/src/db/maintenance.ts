import type { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database's autovacuum. PGlite runs PostgreSQL in single-user mode, where the autovacuum
 * launcher never starts: left alone, its tables were never analyzed (the planner guessed every row count;
 * one `ANALYZE` took the whole-trip request from 14.2 to about 10.3 ms) and dead rows were never reclaimed.
 * Once a minute, each table past autovacuum's own default thresholds is vacuumed or analyzed.
 */
const ANALYZE_THRESHOLD = { rows: 50, share: 0.1 };
const VACUUM_THRESHOLD = { rows: 50, share: 0.2 };
const EVERY_MINUTE = 60_000;
/** The first look waits for the server to have started and answered its first requests. */
const FIRST_LOOK_MS = 10_000;

interface TableStats {
  name: string;
  live: number;
  dead: number;
  changed: number;
  /** Has rows but was never analyzed (a data folder from before this job, or stats lost in a crash). */
  unanalyzed: boolean;
}

/** Vacuums and analyzes the tables that need it now; answers which (quoted names). */
export async function maintainEmbedded(pglite: PGlite): Promise<{ vacuumed: string[]; analyzed: string[] }> {
  // Single-user PostgreSQL writes its activity counters to the shared statistics lazily: ask for them first.
  await pglite.query('SELECT pg_stat_force_next_flush()');
  const { rows } = await pglite.query<TableStats>(
    `SELECT quote_ident(s.relname) AS name, s.n_live_tup::float8 AS live, s.n_dead_tup::float8 AS dead,
            s.n_mod_since_analyze::float8 AS changed,
            (c.reltuples < 0 AND pg_relation_size(c.oid) > 0) AS unanalyzed
       FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
      WHERE s.schemaname = 'public'
      ORDER BY s.relname`,
  );
  const past = (count: number, live: number, limit: typeof ANALYZE_THRESHOLD) =>
    count > limit.rows + limit.share * live;
  const vacuumed = rows.filter((table) => past(table.dead, table.live, VACUUM_THRESHOLD));
  const analyzed = rows.filter(
    (table) =>
      !vacuumed.includes(table) && (table.unanalyzed || past(table.changed, table.live, ANALYZE_THRESHOLD)),
  );
  // One statement each: VACUUM cannot run inside the transaction a multi-statement string would open.
  for (const table of vacuumed) await pglite.exec(`VACUUM (ANALYZE) ${table.name}`);
  for (const table of analyzed) await pglite.exec(`ANALYZE ${table.name}`);
  return { vacuumed: vacuumed.map((table) => table.name), analyzed: analyzed.map((table) => table.name) };
}

/** The job: a look every minute, without keeping the process alive; a failure is logged and retried. */
export function createEmbeddedMaintenance(
  pglite: PGlite,
  log: {
    info: (object: object, message: string) => void;
    warn: (object: object, message: string) => void;
  },
) {
  let timers: NodeJS.Timeout[] = [];
  let running: Promise<unknown> | undefined;
  const look = () => {
    if (running || pglite.closed) return;
    running = maintainEmbedded(pglite)
      .then((done) => {
        if (done.vacuumed.length || done.analyzed.length) log.info(done, 'embedded database maintained');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'embedded database maintenance failed'))
      .finally(() => (running = undefined));
  };
  return {
    start() {
      timers = [setTimeout(look, FIRST_LOOK_MS), setInterval(look, EVERY_MINUTE)];
      for (const timer of timers) timer.unref();
    },
    /** Stops the looks and waits for one under way, so the database can close after it. */
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      await running;
    },
  };
}
