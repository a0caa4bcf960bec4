import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { createTestApp, type TestContext } from '../../test/app';
import { uniqueEmail } from '../../test/factories';
import { createMailQueue } from '../modules/mail/mail-queue';
import { humanLogs, humanLogStream, loggerOptions, serializeError } from './logging';

const lines: string[] = [];
const stream = { write: (line: string) => void lines.push(line) };
const logged = () => lines.join('');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: stream });
});
afterAll(() => ctx.close());

describe('logging an error from the database', () => {
  it('keeps the statement and constraint of a failed request, never its parameters', async () => {
    // Any new account now breaks a check constraint: a database failure that is not a known conflict.
    await ctx.db.execute(sql.raw('alter table users add constraint users_closed check (false) not valid'));
    const email = uniqueEmail('leak');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Leaky Name', email, password: 'hunter2 but longer' },
    });
    expect(res.statusCode).toBe(500);
    for (const secret of [email, 'Leaky Name', '$argon2', 'hunter2', 'params', 'Failing row']) {
      expect(logged()).not.toContain(secret);
    }
    const entry = lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'unhandled error');
    expect(entry.reqId).toBe(res.json().requestId);
    expect(entry.err.query).toMatch(/insert into "users"/);
    expect(JSON.stringify(entry.err)).toMatch(
      /"code":"23514".*"constraint":"users_closed"|"constraint":"users_closed".*"code":"23514"/,
    );
  });

  it('drops the value a data error quotes, in the mail queue too', async () => {
    const email = uniqueEmail('background');
    const queue = createMailQueue({
      db: ctx.db,
      log: pino(loggerOptions('info'), stream),
      mailer: {
        kind: 'outbox',
        send: async () => void (await ctx.db.execute(sql`select ${email}::uuid`)),
        close: () => undefined,
      },
    });
    await queue.message(ctx.db, { to: uniqueEmail(), subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });
    await queue.drain();
    const entry = lines.map((line) => JSON.parse(line)).find((line) => line.msg?.startsWith('mail not sent'));
    expect(logged()).not.toContain(email);
    expect(JSON.stringify(entry.err)).toContain('22P02');
    expect(JSON.stringify(entry.err)).toContain('invalid input syntax for type uuid');
  });

  it('leaves out query string values and the calendar feed secret from request lines', async () => {
    const email = uniqueEmail('search');
    const feed = 'a-secret-feed-token-of-some-length';
    await ctx.app.inject({ method: 'GET', url: `/api/users/search?query=${email}` });
    await ctx.app.inject({ method: 'GET', url: `/api/calendar/${feed}.ics` });
    const urls = lines.map((line) => JSON.parse(line)).flatMap((line) => (line.req ? [line.req.url] : []));
    expect(urls).toEqual(expect.arrayContaining(['/api/users/search?query=…', '/api/calendar/:feed']));
    expect(logged()).not.toContain(email);
    expect(logged()).not.toContain(feed);
  });

  it('leaves out the token of the web pages whose address is a secret', async () => {
    const token = 'a-secret-page-token-of-some-length';
    for (const page of ['reset-password', 'join', 'p']) {
      await ctx.app.inject({ method: 'GET', url: `/${page}/${token}?from=mail` });
    }
    const urls = lines.map((line) => JSON.parse(line)).flatMap((line) => (line.req ? [line.req.url] : []));
    expect(urls).toEqual(
      expect.arrayContaining(['/reset-password/:token?from=…', '/join/:token?from=…', '/p/:token?from=…']),
    );
    expect(logged()).not.toContain(token);
  });

  it('leaves other errors as pino writes them', () => {
    const error = new Error('plain failure', { cause: new Error('inner') });
    expect(serializeError(error)).toMatchObject({ type: 'Error', message: 'plain failure: inner' });
    const loop = new Error('loop');
    loop.cause = loop;
    expect(serializeError(loop)).toMatchObject({ type: 'Error' });
  });
});

describe('logs at a terminal', () => {
  it('are human lines at a terminal and JSON elsewhere, unless LOG_FORMAT says which', () => {
    expect(humanLogs('auto', true)).toBe(true);
    expect(humanLogs('auto', false)).toBe(false);
    expect(humanLogs('json', true)).toBe(false);
    expect(humanLogs('human', false)).toBe(true);
  });

  it('show warnings and errors as one plain line each, and requests only when debugging', () => {
    const printed: string[] = [];
    const log = pino(
      loggerOptions('info'),
      humanLogStream('info', (text) => void printed.push(text)),
    );
    log.info({ reqId: 'req-1', res: { statusCode: 200 } }, 'request completed');
    log.warn('Reference exchange rates could not be fetched');
    log.child({ reqId: 'req-2' }).error({ err: new Error('connection refused') }, 'unhandled error');
    expect(printed).toEqual([
      'Warning: Reference exchange rates could not be fetched\n',
      'Error: unhandled error (connection refused) [request req-2]\n',
    ]);
    expect(printed.join('')).not.toContain('{');

    const debugging: string[] = [];
    const verbose = pino(
      loggerOptions('debug'),
      humanLogStream('debug', (text) => void debugging.push(text)),
    );
    verbose.info({ reqId: 'req-3' }, 'request completed');
    expect(debugging).toEqual(['Info: request completed [request req-3]\n']);
  });
});
