import type { MessageKey } from '@trilha/shared';

export interface ErrorDetail {
  path: string;
  /** A message key (constants/messages) or a literal text. */
  message: string;
}

/**
 * The one error family services throw. `code` is API.md's stable code; the error plugin turns it into
 * the response shape with the message translated into the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly details?: ErrorDetail[],
  ) {
    super(code);
    this.name = 'AppError';
  }

  get messageKey(): MessageKey | string {
    return `errors.${this.code}`;
  }
}

export class ValidationError extends AppError {
  constructor(details: ErrorDetail[]) {
    super(400, 'VALIDATION_ERROR', details);
  }
}

/**
 * The details of one failed check: its path and message, or, for keys the schema does not know (a strict
 * object's `unrecognized_keys`), one detail per key with the key in its path (API.md: "for an unknown
 * key, the key"). `path` is the checked object's own, as zod or the route's validation give it.
 */
export function issueDetails(
  code: string,
  path: readonly PropertyKey[],
  message: string,
  keys?: readonly string[],
): ErrorDetail[] {
  if (code === 'unrecognized_keys' && keys?.length) {
    return keys.map((key) => ({ path: [...path, key].join('.'), message: 'validation.unknownField' }));
  }
  return [{ path: path.join('.'), message }];
}

/** A 429: the error plugin answers it with `Retry-After`, so clients know when to try again. */
export class TooManyRequestsError extends AppError {
  constructor(
    code: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, code);
  }
}

export const badRequest = (code: string) => new AppError(400, code);
export const unauthenticated = (code: 'UNAUTHENTICATED' | 'TOKEN_EXPIRED' | 'INVALID_CREDENTIALS' | string) =>
  new AppError(401, code);
export const forbidden = (code = 'FORBIDDEN') => new AppError(403, code);
export const notFound = (thing: string) => new AppError(404, `${thing}_NOT_FOUND`);
export const conflict = (code: string) => new AppError(409, code);
export const rateLimited = (retryAfterSeconds: number) =>
  new TooManyRequestsError('RATE_LIMITED', retryAfterSeconds);
export const serviceUnavailable = (service: string) => new AppError(503, `${service}_UNAVAILABLE`);

/**
 * The constraint a database error (or one it wraps, as Drizzle wraps the driver's) violated with `code`
 * (23505: unique, 23503: foreign key); '' when it names none, undefined for another error.
 */
export function violatedConstraint(error: unknown, code: '23503' | '23505'): string | undefined {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const pgError = cause as { code?: string; constraint?: string; constraint_name?: string };
    if (pgError.code === code) return pgError.constraint ?? pgError.constraint_name ?? '';
  }
  return undefined;
}
