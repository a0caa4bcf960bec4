import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../adapters/mail/mailer';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser } from '../../../test/factories';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A real SMTP peer in this process; `refuseNext` makes it turn down that many deliveries first. */
const received: Received[] = [];
let refuseNext = 0;
let server: SMTPServer;
let ctx: TestContext;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuseNext > 0) {
          refuseNext -= 1;
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  ctx = await createTestApp({
    mailer: createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Trilha <no-reply@trilha.test>',
      outboxDir: '',
      log: pino({ level: 'silent' }),
    }),
  });
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function waitForMail(count: number, timeoutMs = 8_000) {
  const started = Date.now();
  while (received.length < count) {
    if (Date.now() - started > timeoutMs)
      throw new Error(`only ${received.length} of ${count} mails arrived`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return received.splice(0, count);
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
  it('answers 202 and mails the PDF to every address through SMTP, with a copy to the sender', async () => {
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

    const [shared, copy] = await waitForMail(2);
    expect(shared!.to).toEqual(['amiga@example.com', 'colega@example.com']);
    expect(shared!.from).toBe('no-reply@trilha.test');
    const text = unfold(shared!.data);
    expect(text).toMatch(/Subject: =\?UTF-8\?|Subject: Plano de viagem/);
    expect(text).toContain('Content-Type: application/pdf');
    expect(text).toMatch(/Content-Disposition: attachment;[^\r\n]*Viagem[^\r\n]*Patag/);
    expect(plainText(shared!.data)).toContain('Inês Conceição compartilhou com você o plano da viagem');
    expect(plainText(copy!.data)).toContain('Sua cópia do plano de “Viagem à Patagônia”');
    const pdf = pdfAttachment(shared!.data);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5_000);
    expect(pdf.length).toBeLessThan(500_000);

    expect(copy!.to).toEqual([owner.user.email]);
    expect(pdfAttachment(copy!.data).equals(pdf)).toBe(true);
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
    const [mail] = await waitForMail(1);
    expect(mail!.to).toEqual(['amigo@example.com']);
    const plain = plainText(mail!.data);
    expect(plain).toContain('Inês Conceição compartió contigo el plan del viaje');
    expect(plain).toContain('El Calafate');
  });

  it('retries a delivery the mail server turned down', async () => {
    const { owner, trip } = await senderAndTrip();
    refuseNext = 1;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${trip.id}/export/email`,
      headers: owner.auth,
      payload: { to: ['later@example.com'], sendCopy: false },
    });
    expect(res.statusCode).toBe(202);
    // The answer did not wait on the mail server: the delivery is still being retried.
    expect(received).toHaveLength(0);
    const [mail] = await waitForMail(1);
    expect(refuseNext).toBe(0);
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
    expect(received).toHaveLength(0);
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
