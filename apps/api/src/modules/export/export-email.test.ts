import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EXPORT_STRANGERS_PER_DAY } from '@trilha/shared';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser, shareTrip } from '../../../test/factories';
import { SmtpPeer } from '../../../test/smtp-peer';
import { outgoingMail } from '../../db/schema';

/** The queue's clock: a retry is reached by moving it, not by waiting. */
let now = Date.parse('2031-05-04T09:00:00Z');
const peer = new SmtpPeer();
let ctx: TestContext;

beforeAll(async () => {
  await peer.up();
  ctx = await createTestApp({ mailer: peer.mailer(), mailClock: () => new Date(now) });
});
afterAll(async () => {
  await ctx.close();
  await peer.down();
});

/** Sends what is due and takes what arrived, one mail per recipient, in address order. */
async function sent() {
  await ctx.app.mailQueue.drain();
  return peer.take().sort((a, b) => a.to.join().localeCompare(b.to.join()));
}

/** The decoded PDF attached to a raw message. */
function pdfAttachment(raw: string): Buffer {
  const at = raw.search(/Content-Type: application\/pdf/i);
  expect(at, 'a part of type application/pdf').toBeGreaterThan(-1);
  const part = raw.slice(at);
  const body = part.slice(part.search(/\r?\n\r?\n/)).trimStart();
  return Buffer.from(body.slice(0, body.indexOf('--')).replace(/\s+/g, ''), 'base64');
}

const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ');

/** The text/plain part, decoded from quoted-printable or base64. */
function plainText(raw: string): string {
  const part = raw.slice(raw.search(/Content-Type: text\/plain/i));
  const headers = part.slice(0, part.search(/\r?\n\r?\n/));
  const body = part.slice(headers.length).trimStart();
  const content = body.slice(0, body.indexOf('\n--'));
  if (/base64/i.test(headers)) return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  const bytes = content
    .replace(/=\r?\n/g, '')
    .split(/(=[0-9A-F]{2})/)
    .flatMap((piece) =>
      /^=[0-9A-F]{2}$/.test(piece) ? [Number.parseInt(piece.slice(1), 16)] : [...Buffer.from(piece, 'utf8')],
    );
  return Buffer.from(bytes).toString('utf8');
}

async function senderAndTrip(language: 'pt' | 'es' | 'en' = 'pt') {
  const owner = await createUser(ctx, { name: 'Inês Conceição', language });
  const trip = await createTrip(ctx, owner, { title: 'Viagem à Patagônia', destinationName: 'El Calafate' });
  return { owner, trip };
}

describe('POST /api/trips/:id/export/email', () => {
  it('answers 202 and mails the PDF to each address in a mail of its own, with a copy to the sender', async () => {
    const { owner, trip } = await senderAndTrip();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${trip.id}/export/email`,
      headers: { ...owner.auth, 'accept-language': 'pt-BR' },
      payload: { to: ['Amiga@Example.com', 'colega@example.com'], sendCopy: true },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({
      recipients: ['amiga@example.com', 'colega@example.com', owner.user.email],
      sendCopy: true,
    });

    const [shared, other, copy] = await sent();
    expect(shared!.to).toEqual(['amiga@example.com']);
    expect(other!.to).toEqual(['colega@example.com']);
    expect(unfold(other!.data)).toMatch(/^To: colega@example\.com$/m);
    expect(unfold(shared!.data)).not.toContain('colega@example.com');
    expect(shared!.from).toBe('no-reply@trilha.test');
    const text = unfold(shared!.data);
    expect(text).toMatch(/Subject: =\?UTF-8\?|Subject: Plano de viagem/);
    expect(text).toContain('Content-Type: application/pdf');
    expect(text).toMatch(/Content-Disposition: attachment;[^\r\n]*Viagem[^\r\n]*Patag/);
    expect(plainText(shared!.data)).toContain('Inês Conceição compartilhou com você o plano da viagem');
    // The trip's length is counted in days, a word the language gives it.
    expect(plainText(shared!.data)).toMatch(/^Quando: .+ \(8 dias\)$/m);
    expect(plainText(copy!.data)).toContain('Sua cópia do plano de “Viagem à Patagônia”');
    const pdf = pdfAttachment(shared!.data);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5_000);
    expect(pdf.length).toBeLessThan(500_000);

    expect(copy!.to).toEqual([owner.user.email]);
    expect(pdfAttachment(copy!.data).equals(pdf)).toBe(true);
    expect(plainText(copy!.data)).toContain('amiga@example.com, colega@example.com');
  });

  it('writes the mail in the sender’s language with a short summary of the trip', async () => {
    const { owner, trip } = await senderAndTrip('es');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${trip.id}/export/email`,
      headers: owner.auth,
      payload: { to: ['amigo@example.com'], sendCopy: false },
    });
    expect(res.statusCode).toBe(202);
    const [mail] = await sent();
    expect(mail!.to).toEqual(['amigo@example.com']);
    const plain = plainText(mail!.data);
    expect(plain).toContain('Inês Conceição compartió contigo el plan del viaje');
    expect(plain).toContain('El Calafate');
    expect(plain).toMatch(/^Cuándo: .+ \(8 días\)$/m);
  });

  it('retries a delivery the mail server turned down', async () => {
    const { owner, trip } = await senderAndTrip();
    peer.refuseNext = 1;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${trip.id}/export/email`,
      headers: owner.auth,
      payload: { to: ['later@example.com'], sendCopy: false },
    });
    expect(res.statusCode).toBe(202);
    expect(await sent()).toEqual([]);
    expect(peer.refuseNext).toBe(0);
    // The next try is a minute later, and goes through.
    now += 60_000;
    const [mail, ...more] = await sent();
    expect(more).toEqual([]);
    expect(mail!.to).toEqual(['later@example.com']);
  });

  it('refuses bad addresses with the field that holds each', async () => {
    const { owner, trip } = await senderAndTrip('en');
    const post = (payload: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/trips/${trip.id}/export/email`,
        headers: { ...owner.auth, 'accept-language': 'en' },
        payload: payload as object,
      });
    const bad = await post({ to: ['ok@example.com', 'not-an-email'], sendCopy: false });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'to.1', message: 'Enter a valid e-mail address.' }],
    });
    const none = await post({ to: [], sendCopy: true });
    expect(none.json().details).toEqual([{ path: 'to', message: 'Add at least one e-mail address.' }]);
    const many = await post({
      to: Array.from({ length: 11 }, (_, i) => `p${i}@example.com`),
      sendCopy: false,
    });
    expect(many.json().details).toEqual([{ path: 'to', message: 'Send to at most 10 addresses at a time.' }]);
    expect((await post({ to: 'a@example.com', sendCopy: false })).statusCode).toBe(400);
    expect((await post({ to: ['a@example.com'], sendCopy: 'yes' })).statusCode).toBe(400);
    expect(await sent()).toEqual([]);
  });

  it(`sends at most ${EXPORT_STRANGERS_PER_DAY} mails a day to addresses outside the trip`, async () => {
    const { owner, trip } = await senderAndTrip('en');
    const friend = await createUser(ctx);
    await shareTrip(ctx, trip.id, friend, 'viewer');
    const post = (to: string[], sendCopy = false) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/trips/${trip.id}/export/email`,
        headers: { ...owner.auth, 'accept-language': 'en' },
        payload: { to, sendCopy },
      });
    const strangers = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => `stranger${from + i}@example.com`);
    expect((await post(strangers(0, 10), true)).statusCode).toBe(202);
    expect((await post(strangers(10, 9))).statusCode).toBe(202);
    // Over the cap: nothing of this request is queued.
    const over = await post([...strangers(19, 2), friend.user.email]);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      code: 'EXPORT_STRANGERS_LIMIT',
      message: expect.stringContaining(`at most ${EXPORT_STRANGERS_PER_DAY} addresses`),
    });
    expect(Number(over.headers['retry-after'])).toBe(24 * 3600);
    // The trip's people and the sender's own address are not strangers.
    expect((await post([friend.user.email, owner.user.email, ...strangers(19, 1)])).statusCode).toBe(202);
    expect((await post(strangers(20, 1))).statusCode).toBe(429);
    expect((await post([friend.user.email])).statusCode).toBe(202);
    expect(await sent()).toHaveLength(10 + 1 + 9 + 3 + 1);

    now += 24 * 3600_000;
    expect((await post(strangers(20, 1))).statusCode).toBe(202);
    expect((await sent()).map((mail) => mail.to)).toEqual([['stranger20@example.com']]);
  });

  it('sends nothing once the trip is gone, and says why to administrators', async () => {
    const { owner, trip } = await senderAndTrip('en');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${trip.id}/export/email`,
      headers: owner.auth,
      payload: { to: ['late@example.com'], sendCopy: false },
    });
    expect(res.statusCode).toBe(202);
    await ctx.app.inject({ method: 'DELETE', url: `/api/trips/${trip.id}`, headers: owner.auth });
    expect(await sent()).toEqual([]);
    const [row] = await ctx.db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.recipient, 'late@example.com'));
    expect(row).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'the sender can no longer read the trip',
    });
  });
});

describe('the export allowance', () => {
  it('answers 429 RATE_LIMITED past the hourly limit, counting downloads and mails together', async () => {
    const limited = await createTestApp({ rateLimits: { exportPerUser: { max: 3, window: 60_000 } } });
    try {
      const owner = await createUser(limited);
      const other = await createUser(limited);
      const trip = await createTrip(limited, owner);
      const pdf = () =>
        limited.app.inject({ method: 'GET', url: `/api/trips/${trip.id}/export.pdf`, headers: owner.auth });
      const mail = () =>
        limited.app.inject({
          method: 'POST',
          url: `/api/trips/${trip.id}/export/email`,
          headers: owner.auth,
          payload: { to: ['x@example.com'], sendCopy: false },
        });
      expect((await pdf()).statusCode).toBe(200);
      expect((await mail()).statusCode).toBe(202);
      expect((await pdf()).statusCode).toBe(200);
      const refused = await mail();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(refused.headers['retry-after']).toBeDefined();
      // Another person keeps their own allowance.
      const theirs = await createTrip(limited, other);
      const res = await limited.app.inject({
        method: 'GET',
        url: `/api/trips/${theirs.id}/export.pdf`,
        headers: other.auth,
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
