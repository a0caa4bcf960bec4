import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import pino from 'pino';
import { createMailer } from './mailer';
import { passwordResetMail } from './templates';

const log = pino({ level: 'silent' });

describe('SMTP mailer', () => {
  const received: { to: string[]; data: string }[] = [];
  let server: SMTPServer;
  let port: number;

  // A real SMTP peer in this process.
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data: Buffer.concat(chunks).toString(),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the reset mail to the SMTP server', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Trilha <no-reply@trilha.test>',
      outboxDir: '',
      log,
    });
    const mail = passwordResetMail('en', 'Ana', 'http://trilha.test/reset-password/abc');
    await mailer.send({ to: 'ana@example.com', ...mail });
    mailer.close();
    expect(mailer.kind).toBe('smtp');
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['ana@example.com']);
    expect(received[0]!.data).toContain('Subject: Reset your Trilha password');
    // Quoted-printable may fold long lines with a soft break.
    expect(received[0]!.data.replace(/=\r?\n/g, '')).toContain('http://trilha.test/reset-password/abc');
  });
});

describe('outbox mailer', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'trilha-outbox-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('writes each message as an .eml file when no SMTP server is configured', async () => {
    const mailer = createMailer({ from: 'Trilha <no-reply@localhost>', outboxDir: folder, log });
    await mailer.send({
      to: 'bia@example.com',
      ...passwordResetMail('es', 'Bia', 'http://x/reset-password/t0k'),
    });
    const files = readdirSync(folder);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(folder, files[0]!), 'utf8');
    expect(eml).toContain('To: bia@example.com');
    expect(eml).toContain('http://x/reset-password/t0k');
  });
});
