import { readFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { bookingImports } from '../../db/schema';
import { createSmtpReceiver, TryLaterError } from '../../adapters/mail/smtp-receiver';
import { RECEIVED_PER_HOUR } from './mail-imports.service';

const DOMAIN = 'in.trilha.test';
const mail = readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/imports/tap-en.eml'));

interface LogLine {
  level: number;
  msg: string;
}

/** One real SMTP conversation; the server's reply code when it refused. */
async function send(port: number, to: string): Promise<number | undefined> {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  try {
    await transport.sendMail({ envelope: { from: 'someone@example.com', to: [to] }, raw: mail });
    return undefined;
  } catch (error) {
    return (error as { responseCode?: number }).responseCode ?? -1;
  } finally {
    transport.close();
  }
}

describe('a burst of mail to one import address', () => {
  let ctx: TestContext;
  const lines: LogLine[] = [];
  beforeAll(async () => {
    ctx = await createTestApp({
      env: {
        INBOUND_MAIL: DOMAIN,
        INBOUND_MAIL_PORT: '0',
        INBOUND_MAIL_HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
      },
      logStream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
      // Read on the server's thread: every mail is read, so only the allowance refuses.
      importReaders: 'inline',
    });
    await ctx.app.ready();
  });
  afterAll(() => ctx.close());

  it('takes exactly the hourly allowance, counting mails still being read, and defers the rest', async () => {
    const person = await createUser(ctx);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/imports/address', headers: person.auth });
    const address = res.json().address as string;

    const port = ctx.app.inboundMail!.port();
    const answers = await Promise.all(Array.from({ length: 40 }, () => send(port, address)));

    expect(answers.filter((code) => code === undefined)).toHaveLength(RECEIVED_PER_HOUR);
    // Told to retry later: at RCPT TO once the allowance is seen full, else after the data (451).
    const refused = answers.filter((code) => code !== undefined);
    expect(refused).toHaveLength(40 - RECEIVED_PER_HOUR);
    expect(refused.every((code) => code === 451 || code === 452)).toBe(true);
    const [kept] = await ctx.db
      .select({ n: count() })
      .from(bookingImports)
      .where(eq(bookingImports.recipientId, person.user.id));
    expect(kept!.n).toBe(RECEIVED_PER_HOUR);
    // A deferral is the normal course of mail: never logged as an error.
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.filter((line) => line.msg.startsWith('A received mail was deferred'))).toHaveLength(
      refused.filter((code) => code === 451).length,
    );
  });
});

describe('the SMTP receiver', () => {
  it('answers 451 to a mail it must defer and logs it at info; an unexpected failure is an error', async () => {
    const lines: { level: string; msg: string }[] = [];
    const at = (level: string) => (_: unknown, msg: string) => void lines.push({ level, msg });
    const log = { info: at('info'), warn: at('warn'), error: at('error') };
    let failure: Error = new TryLaterError('Every reader is busy, try again later');
    const receiver = await createSmtpReceiver({
      host: '127.0.0.1',
      port: 0,
      name: DOMAIN,
      maxBytes: 1_000_000,
      accepts: async () => 'yes',
      deliver: async () => {
        throw failure;
      },
      log: log as never,
    });
    await receiver.listen();
    try {
      expect(await send(receiver.port(), `x@${DOMAIN}`)).toBe(451);
      expect(lines).toEqual([{ level: 'info', msg: expect.stringContaining('deferred') }]);
      failure = new Error('disk full');
      expect(await send(receiver.port(), `x@${DOMAIN}`)).toBe(451);
      expect(lines[1]).toEqual({ level: 'error', msg: 'A received mail could not be kept' });
    } finally {
      await receiver.close();
    }
  });
});
