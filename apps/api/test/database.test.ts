import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openTestDatabase } from './database';

// On PGlite a worker hands the next file the instance a file closed, emptied: never one whose schema a
// test changed (logging.test adds a CHECK constraint that makes every insert into users fail).
it.skipIf(process.env.TEST_DATABASE_URL)(
  'hands on an emptied instance, but not one whose constraints a test changed',
  async () => {
    const changed = await openTestDatabase();
    await changed.db.execute(
      sql.raw('alter table users add constraint users_closed check (false) not valid'),
    );
    await changed.close();
    const next = await openTestDatabase();
    expect(next.pglite).not.toBe(changed.pglite);
    const emptied = next.pglite;
    await next.close();
    const after = await openTestDatabase();
    expect(after.pglite).toBe(emptied);
    await after.close();
  },
);
