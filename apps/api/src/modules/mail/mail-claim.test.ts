import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/database';
import type { DatabaseHandle } from '../../db/client';
import { outgoingMail } from '../../db/schema';
import { mailRepository } from './mail.repository';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const at = new Date('2031-03-02T10:00:00Z');
const lease = new Date(at.getTime() + 15 * 60_000);

describe('claiming a mail', () => {
  it('takes exactly one mail, also once the table is analyzed (as autovacuum or the embedded maintenance does)', async () => {
    const { db } = database;
    // Two mails of one export, the one due first written first: the order in which an outer scan meets them.
    await db.insert(outgoingMail).values(
      ['amiga@example.com', 'copia@example.com'].map((recipient, i) => ({
        kind: 'message' as const,
        recipient,
        subject: 'Plano de viagem',
        payload: {},
        runAt: new Date(at.getTime() - (2 - i) * 1000),
        queuedAt: at,
        createdAt: at,
      })),
    );
    await db.execute(sql`analyze ${outgoingMail}`);
    const locked = async () =>
      (await db.select().from(outgoingMail)).filter((mail) => mail.lockedUntil !== null).length;
    expect((await mailRepository.claim(db, at, lease))?.recipient).toBe('amiga@example.com');
    // The second mail is still there for the next claim, not locked by the first one unseen.
    expect(await locked()).toBe(1);
    expect((await mailRepository.claim(db, at, lease))?.recipient).toBe('copia@example.com');
    expect(await locked()).toBe(2);
    expect(await mailRepository.claim(db, at, lease)).toBeUndefined();
  });
});
