import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { createTestApp, type TestContext } from '../../../test/app';
import { reopenableTestDatabase } from '../../../test/database';
import { createUser, uniqueEmail } from '../../../test/factories';
import { SmtpPeer } from '../../../test/smtp-peer';
import { outgoingMail } from '../../db/schema';
import { createMailQueue, MAIL_RETRY_WINDOW_MS, retryDelay } from './mail-queue';

/** The queue's clock: tests move it to the next try instead of waiting. */
let now = Date.parse('2031-03-02T10:00:00Z');
const clock = () => new Date(now);
const MINUTE = 60_000;

const peer = new SmtpPeer();
let ctx: TestContext;
beforeAll(async () => {
  // Up once to hold a port, then down: the app's mailer points at a mail server that is not there.
  await peer.up();
  await peer.down();
  ctx = await createTestApp({ mailer: peer.mailer(), mailClock: clock });
});
afterAll(async () => {
  await ctx.close();
  await peer.down();
});

const requestReset = (app: TestContext, email: string) =>
  app.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email } });

const mailTo = async (email: string) =>
  (await ctx.db.select().from(outgoingMail).where(eq(outgoingMail.recipient, email)))[0]!;

describe('the mail queue', () => {
  it('keeps a reset mail asked for while the mail server is down, and sends it once when it is back', async () => {
    const user = await createUser(ctx, { language: 'en' });
    expect((await requestReset(ctx, user.user.email)).statusCode).toBe(202);

    await ctx.app.mailQueue.drain();
    const waiting = await mailTo(user.user.email);
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1, subject: 'Reset your Trilha password' });
    expect(waiting.lastError).toMatch(/ECONNREFUSED/);
    expect(waiting.runAt.getTime()).toBe(now + MINUTE);

    // Not due yet: nothing is tried.
    await ctx.app.mailQueue.drain();
    expect((await mailTo(user.user.email)).attempts).toBe(1);

    await peer.up();
    now += MINUTE;
    await ctx.app.mailQueue.drain();
    const [mail, ...more] = peer.take();
    expect(more).toEqual([]);
    expect(mail!.to).toEqual([user.user.email]);
    expect(mail!.data).toMatch(/reset-password\//);
    expect(await mailTo(user.user.email)).toMatchObject({
      state: 'sent',
      sentAt: new Date(now),
      lastError: null,
    });

    now += 2 * MAIL_RETRY_WINDOW_MS;
    await ctx.app.mailQueue.drain();
    expect(peer.take()).toEqual([]);
  });

  it('retries with doubling waits for a day, then fails and shows the mail to administrators', async () => {
    await peer.down();
    const user = await createUser(ctx, { language: 'pt' });
    await requestReset(ctx, user.user.email);
    const queuedAt = now;
    const waits: number[] = [];
    for (;;) {
      await ctx.app.mailQueue.drain();
      const row = await mailTo(user.user.email);
      if (row.state !== 'queued') break;
      waits.push(row.runAt.getTime() - now);
      now = row.runAt.getTime();
    }
    expect(waits.slice(0, 8).map((ms) => ms / MINUTE)).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    expect(now - queuedAt).toBeGreaterThanOrEqual(MAIL_RETRY_WINDOW_MS);
    expect(now - queuedAt).toBeLessThan(MAIL_RETRY_WINDOW_MS + retryDelay(99));
    const failed = await mailTo(user.user.email);
    expect(failed).toMatchObject({ state: 'failed', attempts: waits.length + 1 });

    const admin = await createUser(ctx, { role: 'admin' });
    const list = await ctx.app.inject({ url: '/api/admin/mail?state=failed', headers: admin.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        _id: failed.id,
        kind: 'message',
        recipient: user.user.email,
        subject: 'Redefina sua senha do Trilha',
        state: 'failed',
        attempts: waits.length + 1,
        lastError: expect.stringMatching(/ECONNREFUSED/),
        nextAttemptAt: null,
        createdAt: new Date(queuedAt).toISOString(),
        sentAt: null,
      },
    ]);
    // The body (a reset link is as good as a password) is never shown.
    expect(list.body).not.toContain('reset-password');
    const all = (await ctx.app.inject({ url: '/api/admin/mail', headers: admin.auth })).json();
    expect(all.map((mail: { _id: string }) => mail._id)).toEqual([failed.id]);

    await peer.up();
    const retry = (id: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/admin/mail/${id}/retry`, headers: admin.auth });
    const retried = await retry(failed.id);
    expect(retried.json()).toMatchObject({
      state: 'queued',
      attempts: 0,
      nextAttemptAt: new Date(now).toISOString(),
    });
    await ctx.app.mailQueue.drain();
    expect(peer.take().map((mail) => mail.to)).toEqual([[user.user.email]]);
    expect((await retry(failed.id)).json()).toMatchObject({ statusCode: 409, code: 'MAIL_ALREADY_SENT' });
    expect((await retry('not-an-id')).json()).toMatchObject({ statusCode: 404, code: 'MAIL_NOT_FOUND' });
    expect((await ctx.app.inject({ url: '/api/admin/mail', headers: admin.auth })).json()).toEqual([]);
  });

  it('does not lose a queued mail to a restart', async () => {
    await peer.down();
    const database = await reopenableTestDatabase();
    try {
      const first = await createTestApp({
        mailer: peer.mailer(),
        mailClock: clock,
        database: await database.open(),
      });
      const user = await createUser(first);
      expect((await requestReset(first, user.user.email)).statusCode).toBe(202);
      await first.app.mailQueue.drain();
      await first.close();
      await first.app.mailQueue.drain().catch(() => undefined);

      await peer.up();
      now += MINUTE;
      const reopened = await database.open();
      const second = await createTestApp({ mailer: peer.mailer(), mailClock: clock, database: reopened });
      try {
        await second.app.mailQueue.drain();
        expect(peer.take().map((mail) => mail.to)).toEqual([[user.user.email]]);
      } finally {
        await second.close();
        await reopened.close();
      }
    } finally {
      await database.dispose();
    }
  });

  it('sends each mail once when two instances work the same database', async () => {
    await peer.up();
    const database = await reopenableTestDatabase();
    const handles = [await database.open()];
    // PostgreSQL: two pools as two servers would have; PGlite: one database, two apps on it.
    handles.push(process.env.TEST_DATABASE_URL ? await database.open() : handles[0]!);
    const apps = await Promise.all(
      handles.map((handle) => createTestApp({ mailer: peer.mailer(), mailClock: clock, database: handle })),
    );
    try {
      const recipients = Array.from({ length: 12 }, () => uniqueEmail('twice'));
      for (const to of recipients)
        await apps[0]!.app.mailQueue.message(apps[0]!.db, {
          to,
          subject: 'Hello',
          text: 'Hello',
          html: '<p>Hi</p>',
        });
      await Promise.all(apps.flatMap((app) => [app.app.mailQueue.drain(), app.app.mailQueue.drain()]));
      const sent = peer.take().flatMap((mail) => mail.to);
      expect(sent.sort()).toEqual([...recipients].sort());
    } finally {
      for (const app of apps) await app.close();
      for (const handle of new Set(handles)) await handle.close();
      await database.dispose();
    }
  });

  it('stops claiming on shutdown and finishes the mail it is sending', async () => {
    let release!: () => void;
    let started!: () => void;
    const sending = new Promise<void>((resolve) => (started = resolve));
    const sent: string[] = [];
    const queue = createMailQueue({
      db: ctx.db,
      log: pino({ level: 'silent' }),
      now: clock,
      mailer: {
        kind: 'outbox',
        send: async (message) => {
          started();
          await new Promise<void>((resolve) => (release = resolve));
          sent.push(message.to);
        },
        close: () => undefined,
      },
    });
    const [a, b] = [uniqueEmail('stop'), uniqueEmail('stop')];
    await queue.message(ctx.db, { to: a, subject: 'A', text: 'A', html: 'A' });
    now += 1;
    await queue.message(ctx.db, { to: b, subject: 'B', text: 'B', html: 'B' });
    const draining = queue.drain();
    await sending;
    const stopped = queue.stop();
    release();
    await Promise.all([draining, stopped]);
    expect(sent).toEqual([a]);
    const rows = await ctx.db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.subject, 'A'))
      .orderBy(asc(outgoingMail.createdAt));
    expect(rows.map((row) => row.state)).toEqual(['sent']);
    expect(await mailTo(b)).toMatchObject({ state: 'queued', attempts: 0 });
  });

  it('sends by itself once started: at once for mail queued on its own, by the next poll otherwise', async () => {
    // Mail an earlier test left queued goes too; each wait is for one address.
    const waiting = new Map<string, () => void>();
    const arrival = (to: string) => new Promise<void>((resolve) => waiting.set(to, resolve));
    const queue = createMailQueue({
      db: ctx.db,
      log: pino({ level: 'silent' }),
      now: clock,
      pollMs: 50,
      mailer: {
        kind: 'outbox',
        send: async (message) => waiting.get(message.to)?.(),
        close: () => undefined,
      },
    });
    queue.start();
    try {
      const alone = uniqueEmail('worker');
      const aloneSent = arrival(alone);
      await queue.message(ctx.db, { to: alone, subject: 'A', text: 'A', html: 'A' });
      await aloneSent;

      const inTransaction = uniqueEmail('worker');
      const inTransactionSent = arrival(inTransaction);
      await ctx.db.transaction((tx) =>
        queue.message(tx, { to: inTransaction, subject: 'B', text: 'B', html: 'B' }),
      );
      await inTransactionSent;
      await queue.stop();
      expect(await mailTo(alone)).toMatchObject({ state: 'sent', attempts: 1 });
      expect(await mailTo(inTransaction)).toMatchObject({ state: 'sent', attempts: 1 });
    } finally {
      await queue.stop();
    }
  });
});
