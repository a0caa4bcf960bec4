import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { SMTPServerDataStream } from 'smtp-server';

export interface SmtpReceiverOptions {
  host: string;
  port: number;
  /** The name the receiver greets with. */
  name: string;
  /** Mail over this many bytes is refused (552), announced by SIZE. */
  maxBytes: number;
  /**
   * Whether a recipient address is one of ours: unknown ones are refused at RCPT TO with 550, and one
   * that received too much lately is told to wait (452, the sender retries later).
   */
  accepts: (address: string) => Promise<'yes' | 'unknown' | 'later'>;
  /** A whole mail for the accepted recipients; the sender is told it was accepted once this ends. */
  deliver: (recipients: string[], data: Buffer) => Promise<void>;
  log: FastifyBaseLogger;
}

export interface SmtpReceiver {
  listen(): Promise<void>;
  /** The port it listens on (the one chosen when asked for port 0). */
  port(): number;
  close(): Promise<void>;
}

/**
 * A mail the receiver cannot take now but will later (an address over its allowance, every reader busy):
 * the sender is told 451 and retries, as mail servers do; it is logged as the normal event it is.
 */
export class TryLaterError extends Error {}

/** A reply to the sending server: smtp-server sends `responseCode` and the message. */
function refusal(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

const MAX_RECIPIENTS = 20;

/**
 * The SMTP receiver of the personal import addresses (issue 20): plain SMTP without authentication
 * (whoever knows an address may write to it, like a calendar feed's URL), each recipient checked at
 * RCPT TO, each mail bounded in size and read whole before it is handed on.
 */
export async function createSmtpReceiver(options: SmtpReceiverOptions): Promise<SmtpReceiver> {
  // smtp-server loads only where INBOUND_MAIL is set.
  const { SMTPServer } = await import('smtp-server');
  const server = new SMTPServer({
    name: options.name,
    banner: 'Trilha booking import',
    authOptional: true,
    // No credentials are taken, and no certificate is configured to offer STARTTLS with.
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: options.maxBytes,
    maxClients: 50,
    socketTimeout: 60_000,
    closeTimeout: 5_000,
    logger: false,
    onRcptTo(address, session, callback) {
      if (session.envelope.rcptTo.length >= MAX_RECIPIENTS) {
        callback(refusal(452, 'Too many recipients'));
        return;
      }
      options.accepts(address.address).then(
        (answer) =>
          callback(
            answer === 'yes'
              ? undefined
              : answer === 'later'
                ? refusal(452, 'Too many mails for this address, try again later')
                : refusal(550, 'No such import address'),
          ),
        (error: unknown) => {
          options.log.error({ err: error }, 'An import address could not be checked');
          callback(refusal(451, 'Try again later'));
        },
      );
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes <= options.maxBytes) chunks.push(chunk);
      });
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        // smtp-server answers 552 for a mail over the size itself.
        if (stream.sizeExceeded || bytes > options.maxBytes) {
          callback(refusal(552, 'Message too large'));
          return;
        }
        const recipients = session.envelope.rcptTo.map((recipient) => recipient.address);
        options.deliver(recipients, Buffer.concat(chunks)).then(
          () => callback(),
          (error: unknown) => {
            if (error instanceof TryLaterError) {
              options.log.info({ reason: error.message }, 'A received mail was deferred; the sender retries');
              callback(refusal(451, error.message));
              return;
            }
            options.log.error({ err: error }, 'A received mail could not be kept');
            callback(refusal(451, 'Try again later'));
          },
        );
      });
    },
  });
  server.on('error', (error) => options.log.warn({ err: error }, 'SMTP receiver error'));

  return {
    listen: () =>
      new Promise((resolve, reject) => {
        const net = server.server;
        const fail = (error: Error) => reject(error);
        net.once('error', fail);
        server.listen(options.port, options.host, () => {
          net.off('error', fail);
          resolve();
        });
      }),
    port: () => (server.server.address() as AddressInfo | null)?.port ?? 0,
    close: () =>
      new Promise((resolve) => {
        if (!server.server.listening) return resolve();
        server.close(() => resolve());
      }),
  };
}
