import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { AppError, conflict } from '../../lib/errors';
import { changeKeysRepository } from './change-keys.repository';

/**
 * `Idempotency-Key` on a creation: a client-made UUID naming one change. The web's offline queue sends
 * every queued change at least once (a reload while it was on its way sends it again); with its key the
 * second sending answers what the first made instead of making it twice.
 */
export const changeKeyHeaders = z.looseObject({
  'idempotency-key': z
    .uuid({ error: 'validation.idempotencyKey' })
    .optional()
    .describe(
      'A UUID of your own naming this creation: sent again (a retry after a lost answer), the answer is ' +
        'what the first sending made, with 201, not a second one.',
    ),
});

export const changeKeyOf = (req: FastifyRequest): string | undefined => {
  const value = req.headers['idempotency-key'];
  return typeof value === 'string' ? value : undefined;
};

/** What a creation under a key came to: made now, or made by an earlier sending (its id). */
export type Once<T> = { made: T } | { earlier: string };

/**
 * Runs `make` in `tx` unless `key` already made something on this trip: the key is claimed first (a
 * concurrent sending of the same key waits on it, then finds what the first made), and what `make` made
 * is recorded in the same transaction. Without a key, `make` just runs.
 */
export async function createOnce<T>(
  tx: Executor,
  tripId: string,
  key: string | undefined,
  kind: string,
  make: () => Promise<{ id: string; value: T }>,
): Promise<Once<T>> {
  if (key === undefined) return { made: (await make()).value };
  if (!(await changeKeysRepository.claim(tx, tripId, key, kind))) return earlierChange(tx, tripId, key, kind);
  const { id, value } = await make();
  await changeKeysRepository.record(tx, tripId, key, id);
  return { made: value };
}

/** What an earlier sending of `key` made, for a creation of `kind` whose claim of it found it taken. */
export async function earlierChange(
  db: Executor,
  tripId: string,
  key: string,
  kind: string,
): Promise<{ earlier: string }> {
  const earlier = await changeKeysRepository.find(db, tripId, key);
  if (!earlier?.resourceId || earlier.kind !== kind) throw conflict('CHANGE_KEY_REUSED');
  return { earlier: earlier.resourceId };
}

/**
 * The answer to a creation: what it made, or what an earlier sending made, read as the caller now. Gone
 * since (deleted), the change is not made again: 409 says it was already made.
 */
export async function answerOnce<T>(once: Once<T>, read: (id: string) => Promise<T>): Promise<T> {
  if ('made' in once) return once.made;
  try {
    return await read(once.earlier);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) throw conflict('CHANGE_ALREADY_MADE');
    throw error;
  }
}

/** Keys older than 30 days are forgotten (the daily job): no queue holds a change that long. */
export const forgetOldChangeKeys = (db: Database, now = new Date()) =>
  changeKeysRepository.deleteOlderThan(db, new Date(now.getTime() - 30 * 86_400_000));
