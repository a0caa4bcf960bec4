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
