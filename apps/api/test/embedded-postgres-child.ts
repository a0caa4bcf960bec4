/**
 * A server's share of the embedded PostgreSQL tests (src/db/embedded-postgres.test.ts): starts the
 * embedded PostgreSQL on the data folder in argv[2], prints its pid, then inserts one row after another
 * into `acked`, printing each id once its commit is acknowledged, until the test kills this process.
 */
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';

const database = await startEmbeddedPostgres(process.argv[2]!);
const client = new pg.Client({ connectionString: database.url });
await client.connect();
await client.query('create table if not exists acked (id int primary key)');
console.log(`postgres ${database.pid}`);
for (let id = 1; ; id += 1) {
  await client.query('insert into acked (id) values ($1)', [id]);
  console.log(`acked ${id}`);
}
