import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiClientError, apiErrorOf } from './api-client';
import { i18n } from './i18n/i18n';

/** A failed call as a sentence in the interface language. */
export function errorMessage(error: unknown): string {
  const body = apiErrorOf(error);
  if (body) {
    const key = `errors.${body.code}`;
    if (i18n.exists(key)) return i18n.t(key);
    if (body.message) return body.message;
  }
  if (error instanceof ApiClientError && !error.response) return i18n.t('common.errors.network');
  return i18n.t('common.errors.generic');
}

interface ServerErrorOptions<T extends FieldValues> {
  /** Fields whose server-side validation message should appear under the field itself. */
  fields?: readonly Path<T>[];
  /** Error codes that belong to one field, e.g. EMAIL_EXISTS on the e-mail. */
  codeFields?: Partial<Record<string, Path<T>>>;
}

/**
 * Puts a failed call onto a form: under the matching fields when the server names them, otherwise
 * as the form-level `root.server` error.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  { fields = [], codeFields = {} }: ServerErrorOptions<T> = {},
): void {
  const body = apiErrorOf(error);
  const codeField = body ? codeFields[body.code] : undefined;
  if (codeField) {
    setError(codeField, { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
    return;
  }
  const placed = (body?.code === 'VALIDATION_ERROR' ? (body.details ?? []) : []).filter((detail) =>
    (fields as readonly string[]).includes(detail.path),
  );
  placed.forEach((detail) => setError(detail.path as Path<T>, { type: 'server', message: detail.message }));
  if (placed.length === 0) setError('root.server', { type: 'server', message: errorMessage(error) });
}

/** The HTTP status of a failed call the server answered, e.g. to tell "not found" from other failures. */
export function errorStatus(error: unknown): number | undefined {
  return apiErrorOf(error)?.statusCode;
}
