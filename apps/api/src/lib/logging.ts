import type { FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';
import { stdSerializers } from 'pino';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The URL is itself a secret (the calendar feed): request log lines show the route, not the URL. */
    secretUrl?: boolean;
  }
}

/**
 * Fields of a PostgreSQL error (pg and PGlite alike) that name things. The others stay out of the log:
 * `detail` quotes the row ("Key (email)=(ana@example.com)", "Failing row contains (…)"), `where` can
 * quote a bound parameter, and the error's `params` are the parameters themselves.
 */
const NAMING_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'];

/** SQLSTATE classes whose message quotes the offending value (22: data exception, P0: raised). */
const VALUE_QUOTING_CLASSES = ['22', 'P0'];

type Fields = Record<string, unknown>;

export interface SafeError {
  type: string;
  message: string;
  stack: string;
  query?: string;
  cause?: SafeError;
  [field: string]: unknown;
}

const isPostgresError = (error: Fields) =>
  typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && typeof error.severity === 'string';

/** drizzle's DrizzleQueryError and PGlite's errors carry the statement and its parameters. */
const isQueryError = (error: Fields) => typeof error.query === 'string' && 'params' in error;

function isFromDatabase(error: unknown): boolean {
  // A cause chain is short; the bound keeps a cycle from looping.
  for (let link = error, depth = 0; link instanceof Error && depth < 10; link = link.cause, depth++) {
    const fields = link as unknown as Fields;
    if (isPostgresError(fields) || isQueryError(fields)) return true;
  }
  return false;
}

function safeMessage(error: Error & Fields): string {
  if (isPostgresError(error)) {
    const code = error.code as string;
    // "invalid input syntax for type uuid: "…"": keep the sentence, drop the value.
    return VALUE_QUOTING_CLASSES.includes(code.slice(0, 2)) ? error.message.split(':')[0]! : error.message;
  }
  // DrizzleQueryError's message is "Failed query: <sql>\nparams: <values>"; the statement is logged apart.
  if (isQueryError(error)) return 'Failed query';
  return error.message.replace(/\nparams: [\s\S]*$/, '');
}

function safeLink(error: Error, depth: number): SafeError {
  const fields = error as Error & Fields;
  const type = error.constructor?.name ?? error.name;
  const message = safeMessage(fields);
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  const safe: SafeError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  if (typeof fields.query === 'string') safe.query = fields.query;
  if (isPostgresError(fields)) {
    for (const field of NAMING_FIELDS) if (fields[field] !== undefined) safe[field] = fields[field];
  }
  if (error.cause instanceof Error && depth < 5) safe.cause = safeLink(error.cause, depth + 1);
  return safe;
}

/**
 * The `err` serializer of every log line: pino's own, except that an error from the database (or one
 * caused by it) keeps its statement, SQLSTATE and constraint but never a parameter value or row.
 */
export function serializeError(error: unknown): unknown {
  return isFromDatabase(error) ? safeLink(error as Error, 0) : stdSerializers.err(error as Error);
}

/**
 * The web app's pages whose address is a secret (a password-reset link, an invite link, a trip's public
 * page): the app's one route serves them with every other page, so they are recognised by their path.
 */
const SECRET_PAGES = /^\/(reset-password|join|p)\/[^/?#]+/;

/**
 * A request as its log lines show it: Fastify's fields, with the values of the query string left out
 * (searches carry e-mail addresses) and a secret URL replaced by its route.
 */
export function serializeRequest(req: FastifyRequest) {
  const url = req.routeOptions?.config?.secretUrl
    ? req.routeOptions.url
    : req.url.replace(SECRET_PAGES, '/$1/:token').replace(/\?.*$/, (query) => query.replace(/=[^&]*/g, '=…'));
  return {
    method: req.method,
    url,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

const LEVEL_WORDS: Record<number, string> = {
  10: 'Trace',
  20: 'Debug',
  30: 'Info',
  40: 'Warning',
  50: 'Error',
  60: 'Fatal',
};
/** pino's number for a level name. */
const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

/** Whether the logs are for a person at a terminal: LOG_FORMAT, or (auto) whether standard output is one. */
export const humanLogs = (format: 'auto' | 'json' | 'human', isTTY = Boolean(process.stdout.isTTY)) =>
  format === 'human' || (format === 'auto' && isTTY);

/**
 * Log lines for a person at a terminal, instead of JSON: warnings and errors as one plain line each
 * ("Warning: Reference exchange rates could not be fetched (timeout)"); the information lines (each
 * request, the address listened on) only when LOG_LEVEL asks for debug or trace. The server prints its
 * own "ready" line.
 */
export function humanLogStream(
  level: string,
  write: (text: string) => void = (text) => void process.stderr.write(text),
): DestinationStream {
  const least = (LEVELS[level] ?? 30) < 30 ? LEVELS[level]! : 40;
  return {
    write(line: string) {
      let entry: { level?: number; msg?: string; err?: { message?: string }; reqId?: string };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        write(line);
        return;
      }
      if ((entry.level ?? 30) < least) return;
      const reason = entry.err?.message && entry.err.message !== entry.msg ? ` (${entry.err.message})` : '';
      const request = entry.reqId ? ` [request ${entry.reqId}]` : '';
      write(`${LEVEL_WORDS[entry.level ?? 30] ?? 'Log'}: ${entry.msg ?? ''}${reason}${request}\n`);
    },
  };
}

/** The server's logger: the level from the configuration, the database-safe error serializer. */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    serializers: { err: serializeError, req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
