import { AppError } from './errors';

/** The outside services a request may find down; each has its 503 `<SERVICE>_UNAVAILABLE`. */
export type OutsideService = 'database' | 'redis' | 'storage';

export class ServiceUnavailableError extends AppError {
  constructor(
    readonly service: OutsideService,
    options?: { cause?: unknown },
  ) {
    super(503, `${service.toUpperCase()}_UNAVAILABLE`);
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

/** Socket failures: the peer refused, reset, timed out or cannot be found. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * PostgreSQL's answers that mean "not now" rather than "wrong query": connection exceptions (class 08),
 * the server shutting down or starting (57P01-57P03), and too many connections (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08\w{3}|57P0[1-3]|53300)$/;

/** node-postgres's own words for a connection it lost or could not make in time. */
const PG_CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];

export function isSocketError(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string' && SOCKET_CODES.has(code)) return true;
  // A connection tried on every address of a name (IPv4 and IPv6) fails with all the attempts' errors.
  return error instanceof AggregateError && error.errors.some(isSocketError);
}

/**
 * Whether an error, or one it was caused by (Drizzle wraps the driver's), says the database could not be
 * reached. The other outside services turn their own failures into their 503 before they get here
 * (file storage, Redis), so a socket error left over comes from the database driver.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if (cause instanceof AppError) return false;
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_SQLSTATE.test(code)) return true;
    if (isSocketError(cause)) return true;
    if (typeof message === 'string' && PG_CONNECTION_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
  }
  return false;
}
