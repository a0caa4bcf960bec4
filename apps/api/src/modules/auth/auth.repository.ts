import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

// Serialises "is this the first account?" so two simultaneous first sign-ups cannot both become admin.
const FIRST_USER_LOCK_KEY = 7_245_112_802;

export const authRepository = {
  /** Takes the first-account lock until the transaction ends: run it in the transaction that counts and inserts. */
  async lockFirstAccount(db: Executor): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(${FIRST_USER_LOCK_KEY})`);
  },
};
