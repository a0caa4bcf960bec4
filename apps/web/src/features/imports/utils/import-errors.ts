import type { TFunction } from 'i18next';
import { IMPORT_MAX_BYTES } from '@trilha/shared';
import { ApiClientError, apiErrorOf } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { i18n } from '../../../lib/i18n/i18n';

/** What the picker offers: a saved e-mail, a PDF, or a photo or screenshot of the booking. */
export const IMPORT_ACCEPT = '.eml,message/rfc822,.pdf,application/pdf,image/*';

const ACCEPTED = /\.(eml|pdf|png|jpe?g|gif|webp|heic|heif)$/i;

/** A file the server would refuse, said before it is sent; undefined for one worth sending. */
export function fileProblem(file: File, t: TFunction): string | undefined {
  if (file.size > IMPORT_MAX_BYTES) return t('importer.errors.tooLarge');
  const typed = file.type === 'message/rfc822' || file.type === 'application/pdf';
  if (!typed && !file.type.startsWith('image/') && !ACCEPTED.test(file.name)) {
    return t('importer.errors.unsupported');
  }
  if (file.size === 0) return t('importer.errors.empty');
  return undefined;
}

/** A failed reading as a sentence: the server's own code when we know it, else by its status. */
export function importErrorMessage(error: unknown, t: TFunction): string {
  const body = apiErrorOf(error);
  // The generic "too large" and "not supported" messages say less than ours (the limit, what to send).
  if (body?.statusCode === 413) return t('importer.errors.tooLarge');
  if (body?.statusCode === 415) return t('importer.errors.unsupported');
  if (body?.statusCode === 422) {
    return i18n.exists(`errors.${body.code}`) ? errorMessage(error) : t('importer.errors.unreadable');
  }
  if (error instanceof ApiClientError && !error.response) return t('importer.errors.network');
  return errorMessage(error);
}
