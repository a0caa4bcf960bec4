import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
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

/** SMTP when configured; otherwise every message becomes an .eml file a person can open. */
export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      kind: 'smtp',
      async send({ to, subject, text, html, attachments }) {
        await transport.sendMail({ from, to, subject, text, html, attachments });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send({ to, subject, text, html, links, attachments }) {
      const info = await transport.sendMail({ from, to, subject, text, html, attachments });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${newId()}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ to, subject, file, links }, 'mail written to the outbox folder');
    },
    close: () => transport.close(),
  };
}
