import { STATUS_CODES } from 'node:http';
import type { z } from 'zod';
import { isMessageKey, translate, type Language } from '@trilha/shared';
import {
  type AppError,
  issueDetails,
  TooManyRequestsError,
  ValidationError,
  type ErrorDetail,
} from '../../lib/errors';

/** A detail's message key in the caller's language, as the error plugin writes it for HTTP. */
export function translateDetail(detail: ErrorDetail, language: Language): ErrorDetail {
  const key = isMessageKey(detail.message) ? detail.message : 'validation.invalid';
  return { path: detail.path, message: translate(key, language) };
}

/** A tool's arguments refused by its schema: the same VALIDATION_ERROR, path by path, as a route's body. */
export function validationErrorOf(error: z.ZodError): ValidationError {
  return new ValidationError(
    error.issues.flatMap((issue) =>
      issueDetails(issue.code, issue.path, issue.message, (issue as { keys?: string[] }).keys),
    ),
  );
}

/** API.md's error body, as plugins/errors.ts sends it for the HTTP routes. */
export interface ErrorBody {
  statusCode: number;
  code: string;
  error: string;
  message: string;
  details?: ErrorDetail[];
  retryAfterSeconds?: number;
  requestId?: string;
}

export function errorBodyOf(error: AppError, language: Language, requestId?: string): ErrorBody {
  const details = error.details?.map((detail) => translateDetail(detail, language));
  // A validation error's headline is its first field's message, as over HTTP.
  const message =
    error.code === 'VALIDATION_ERROR' && details?.[0]
      ? details[0].message
      : translate(isMessageKey(error.messageKey) ? error.messageKey : 'errors.INTERNAL_ERROR', language);
  return {
    statusCode: error.statusCode,
    code: error.code,
    error: STATUS_CODES[error.statusCode] ?? 'Error',
    message,
    ...(details ? { details } : {}),
    ...(error instanceof TooManyRequestsError ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
    ...(requestId ? { requestId } : {}),
  };
}

/**
 * What an agent reads of a refused call: the message, the code, and each field's problem on a line of its
 * own; the same body as HTTP's in `structuredContent` for a program.
 */
export function errorText(body: ErrorBody): string {
  const lines = [`${body.message} (${body.code})`];
  for (const detail of body.details ?? []) lines.push(`${detail.path || '(arguments)'}: ${detail.message}`);
  return lines.join('\n');
}
