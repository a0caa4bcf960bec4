import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { createMailer, type Mailer } from '../src/adapters/mail/mailer';

export interface Received {
  from: string;
  to: string[];
  data: string;
}

/**
 * A real SMTP server in the test's process. It can go down (the port stops listening, as a stopped
 * postfix does) and come back up on the same port; `refuseNext` turns down that many deliveries first.
 */
export class SmtpPeer {
  readonly received: Received[] = [];
  refuseNext = 0;
  private server: SMTPServer | undefined;
  private port = 0;

  async up(): Promise<this> {
    if (this.server) return this;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (this.refuseNext > 0) {
            this.refuseNext -= 1;
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
            return;
          }
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data: Buffer.concat(chunks).toString(),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The app's real SMTP mailer, pointed at this peer. */
  mailer(): Mailer {
    return createMailer({
      smtpUrl: `smtp://127.0.0.1:${this.port}`,
      from: 'Trilha <no-reply@trilha.test>',
      outboxDir: '',
      log: pino({ level: 'silent' }),
    });
  }

  /** Takes what arrived so far. */
  take(): Received[] {
    return this.received.splice(0);
  }
}
