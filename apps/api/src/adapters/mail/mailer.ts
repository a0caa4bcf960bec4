import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../../lib/ids';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links worth printing in the log when mail only goes to the outbox folder. */
  links?: string[];
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}

/** A transport made on first use: nodemailer loads with the first mail, not with the server. */
function lazyTransport(options: string | Record<string, unknown>) {
  let transport: Promise<Transporter> | undefined;
  return {
    get: () => (transport ??= import('nodemailer').then((module) => module.default.createTransport(options))),
    close: () => void transport?.then((made) => made.close()),
  };
}

/** SMTP when configured; otherwise every message becomes an .eml file a person can open. */
export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = lazyTransport(smtpUrl);
    return {
      kind: 'smtp',
      async send({ to, subject, text, html, attachments }) {
        await (await transport.get()).sendMail({ from, to, subject, text, html, attachments });
      },
      close: transport.close,
    };
  }
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send({ to, subject, text, html, links, attachments }) {
      const info = await (await transport.get()).sendMail({ from, to, subject, text, html, attachments });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${newId()}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ to, subject, file, links }, 'mail written to the outbox folder');
    },
    close: transport.close,
  };
}
