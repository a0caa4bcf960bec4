import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, min, or, sql } from 'drizzle-orm';
import { outgoingMail } from '../../db/schema';
import type { Executor } from '../../db/client';
import { isUuid } from '../../lib/ids';

export type OutgoingMailRow = typeof outgoingMail.$inferSelect;
export type NewOutgoingMailRow = typeof outgoingMail.$inferInsert;

export const mailRepository = {
  async insert(db: Executor, rows: NewOutgoingMailRow[]): Promise<void> {
    if (rows.length > 0) await db.insert(outgoingMail).values(rows);
  },

  /**
   * Takes the oldest due mail and leases it until `lease`: another instance skips the locked row while
   * this statement runs and the lease afterwards, so each mail has one sender at a time.
   */
  async claim(db: Executor, now: Date, lease: Date): Promise<OutgoingMailRow | undefined> {
    const due = db
      .select({ id: outgoingMail.id })
      .from(outgoingMail)
      .where(
        and(
          eq(outgoingMail.state, 'queued'),
          lte(outgoingMail.runAt, now),
          or(isNull(outgoingMail.lockedUntil), lte(outgoingMail.lockedUntil, now)),
        ),
      )
      .orderBy(asc(outgoingMail.runAt))
      .limit(1)
      .for('update', { skipLocked: true });
    // `id = (subquery)`, not `id IN (subquery)`: a scalar subquery runs once, while an IN may be planned
    // as a semi-join that runs it again for each row it meets, and a re-run with SKIP LOCKED passes over
    // the row this statement has just updated, so it could claim a second mail that nobody then sends.
    const [row] = await db
      .update(outgoingMail)
      .set({ attempts: sql`${outgoingMail.attempts} + 1`, lockedUntil: lease })
      .where(sql`${outgoingMail.id} = (${due})`)
      .returning();
    return row;
  },

  /**
   * Sent: the body is dropped, since it may hold a password-set or reset link whose token the
   * database otherwise keeps only hashed; the row stays a while for the administrators' list.
   */
  async markSent(db: Executor, id: string, now: Date): Promise<void> {
    await db
      .update(outgoingMail)
      .set({ state: 'sent', sentAt: now, lockedUntil: null, lastError: null, payload: {} })
      .where(eq(outgoingMail.id, id));
  },

  /** A failed try: the next one at `runAt`, or none (`failed`) once the retry window is over. */
  async markFailed(db: Executor, id: string, error: string, next: Date | undefined): Promise<void> {
    await db
      .update(outgoingMail)
      .set({ lastError: error, lockedUntil: null, ...(next ? { runAt: next } : { state: 'failed' }) })
      .where(eq(outgoingMail.id, id));
  },

  /** The mails not sent yet, newest first, one more than `limit` to tell whether a page follows. */
  async unsent(db: Executor, state: 'queued' | 'failed' | undefined, limit: number, cursor?: string) {
    const states = state ? [state] : (['queued', 'failed'] as const);
    const after = cursor && isUuid(cursor) ? await mailRepository.find(db, cursor) : undefined;
    return db
      .select()
      .from(outgoingMail)
      .where(
        and(
          inArray(outgoingMail.state, [...states]),
          after
            ? sql`(${outgoingMail.createdAt}, ${outgoingMail.id}) < (${after.createdAt}, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(desc(outgoingMail.createdAt), desc(outgoingMail.id))
      .limit(limit + 1);
  },

  async find(db: Executor, id: string): Promise<OutgoingMailRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(outgoingMail).where(eq(outgoingMail.id, id));
    return row;
  },

  /**
   * An administrator's "try again now": a new retry window from `now`. A lease is left alone: a mail
   * being sent this moment is not handed to a second sender.
   */
  async retry(db: Executor, id: string, now: Date): Promise<OutgoingMailRow | undefined> {
    const [row] = await db
      .update(outgoingMail)
      .set({ state: 'queued', runAt: now, queuedAt: now, attempts: 0 })
      .where(and(eq(outgoingMail.id, id), inArray(outgoingMail.state, ['queued', 'failed'])))
      .returning();
    return row;
  },

  /**
   * The trip exports `senderId` queued for strangers since `since`, and the oldest of them. Concurrent
   * exports of one sender wait for each other here (until their transaction ends), so the cap holds.
   */
  async strangersSince(db: Executor, senderId: string, since: Date) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`export-strangers:${senderId}`}))`);
    const [row] = await db
      .select({ n: count(), oldest: min(outgoingMail.createdAt) })
      .from(outgoingMail)
      .where(
        and(
          eq(outgoingMail.senderId, senderId),
          eq(outgoingMail.stranger, true),
          gt(outgoingMail.createdAt, since),
        ),
      );
    return { count: row?.n ?? 0, oldest: row?.oldest ?? undefined };
  },

  /** Sent mails are kept a while (the daily stranger count reads them), then forgotten. */
  async pruneSent(db: Executor, before: Date): Promise<void> {
    await db.delete(outgoingMail).where(and(eq(outgoingMail.state, 'sent'), lt(outgoingMail.sentAt, before)));
  },
};
