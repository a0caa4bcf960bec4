import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { isMessageKey, TOKEN_EXPIRED_MESSAGE, translate, type Language } from '@trilha/shared';
import {
  AppError,
  issueDetails,
  TooManyRequestsError,
  violatedConstraint,
  type ErrorDetail,
} from '../lib/errors';
import { requestLanguage } from '../lib/language';
import { isDatabaseUnreachable, ServiceUnavailableError } from '../lib/outages';

/** Unique constraints whose violation means a specific, user-facing conflict. */
const CONFLICT_CODES: Record<string, string> = {
  users_email_unique: 'EMAIL_EXISTS',
  trip_shares_trip_user_unique: 'SHARE_EXISTS',
  trip_participants_trip_guest_name_unique: 'PARTICIPANT_EXISTS',
  agency_members_user_unique: 'IN_OTHER_AGENCY',
  expenses_booking_unique: 'EXPENSE_EXISTS',
  expenses_tour_unique: 'EXPENSE_EXISTS',
  expenses_flight_unique: 'EXPENSE_EXISTS',
  user_passkeys_credential_unique: 'PASSKEY_EXISTS',
};

const FASTIFY_CODES: Record<string, { status: number; code: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'FILE_TOO_LARGE' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'BAD_REQUEST' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'BAD_REQUEST' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_REQUEST' },
  // @fastify/multipart: an upload carries one file in the field `file` (lib/multipart.ts sets the limits).
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'FILE_TOO_LARGE' },
  FST_PARTS_LIMIT: { status: 400, code: 'UNEXPECTED_FIELD' },
  FST_FILES_LIMIT: { status: 400, code: 'UNEXPECTED_FIELD' },
  FST_FIELDS_LIMIT: { status: 400, code: 'UNEXPECTED_FIELD' },
  FST_PROTO_VIOLATION: { status: 400, code: 'UNEXPECTED_FIELD' },
};

/** Busboy reports a broken multipart body (no boundary, cut short) with plain errors: only their text. */
const MULTIPART_BODY_ERRORS = [
  /^Multipart: Boundary not found$/,
  /terminated early due to unexpected end/,
  /^Unexpected end of multipart data$/,
];

function translateDetail(detail: ErrorDetail, language: Language): ErrorDetail {
  const key = isMessageKey(detail.message) ? detail.message : 'validation.invalid';
  return { path: detail.path, message: translate(key, language) };
}

function send(reply: FastifyReply, req: FastifyRequest, error: AppError, requestId?: string) {
  const language = requestLanguage(req);
  const details = error.details?.map((detail) => translateDetail(detail, language));
  // A validation error's headline is its first field's message: more useful than a generic sentence.
  const message =
    error.code === 'VALIDATION_ERROR' && details?.[0]
      ? details[0].message
      : error.code === 'TOKEN_EXPIRED'
        ? TOKEN_EXPIRED_MESSAGE
        : translate(isMessageKey(error.messageKey) ? error.messageKey : 'errors.INTERNAL_ERROR', language);
  if (error.statusCode === 429) reply.header('retry-after', String(retryAfter(reply, error)));
  return reply.code(error.statusCode).send({
    statusCode: error.statusCode,
    code: error.code,
    error: STATUS_CODES[error.statusCode] ?? 'Error',
    message,
    ...(details ? { details } : {}),
    ...(requestId ? { requestId } : {}),
  });
}

/** Seconds a 429 asks the client to wait: the limit's own, or a minute when the limiter did not say. */
function retryAfter(reply: FastifyReply, error: AppError): number {
  if (error instanceof TooManyRequestsError) return Math.max(1, error.retryAfterSeconds);
  const given = Number(reply.getHeader('retry-after'));
  return Number.isFinite(given) && given > 0 ? given : 60;
}

/**
 * Maps every error to API.md's shape; 5xx details stay in the log, tagged with the request id. Also used
 * by the MCP tools, which answer the same errors inside their results.
 */
export function toAppError(error: FastifyError | Error): AppError | undefined {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return new AppError(
      400,
      'VALIDATION_ERROR',
      error.validation.flatMap((issue) =>
        issueDetails(
          issue.keyword,
          issue.instancePath.split('/').filter(Boolean),
          issue.message ?? 'validation.invalid',
          (issue.params as { keys?: string[] }).keys,
        ),
      ),
    );
  }
  const constraint = violatedConstraint(error, '23505');
  if (constraint !== undefined) return new AppError(409, CONFLICT_CODES[constraint] ?? 'CONFLICT');
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (known) return new AppError(known.status, known.code);
  if (MULTIPART_BODY_ERRORS.some((pattern) => pattern.test(error.message)))
    return new AppError(400, 'BAD_REQUEST');
  if (fastifyError.statusCode === 429) return new AppError(429, 'RATE_LIMITED');
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return new AppError(fastifyError.statusCode, 'BAD_REQUEST');
  }
  if (isDatabaseUnreachable(error)) return new ServiceUnavailableError('database', { cause: error });
  return undefined;
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const appError = toAppError(error);
    // An outage is the operator's to fix, not a bug: one warning per request, and it recovers by itself.
    if (appError instanceof ServiceUnavailableError) {
      req.log.warn({ err: appError.cause ?? error }, `${appError.service} unavailable`);
    }
    if (appError) return send(reply, req, appError);
    req.log.error({ err: error }, 'unhandled error');
    return send(reply, req, new AppError(500, 'INTERNAL_ERROR'), req.id);
  });

  app.setNotFoundHandler((req, reply) => send(reply, req, new AppError(404, 'NOT_FOUND')));
});
