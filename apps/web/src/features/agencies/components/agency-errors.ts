import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiErrorOf } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { i18n } from '../../../lib/i18n/i18n';
import type { Notify } from '../../../components/notice';

/** The fallback text of each agency call (SPEC.md 8), under `agencies.errors`. */
export type AgencyCall =
  | 'fetchAgency'
  | 'fetchAgencies'
  | 'createAgency'
  | 'updateAgency'
  | 'deleteAgency'
  | 'fetchConsultants'
  | 'addConsultant'
  | 'updateConsultant'
  | 'removeConsultant'
  | 'toggleConsultant'
  | 'fetchClients'
  | 'addClient'
  | 'updateClient'
  | 'removeClient'
  | 'fetchClient'
  | 'planTrip';

/**
 * A failed agency call as one sentence: the server's own (translated) message when it answered with
 * one, otherwise the call's fixed text, e.g. "Erro ao adicionar cliente".
 */
export function agencyErrorText(error: unknown, call: AgencyCall): string {
  return apiErrorOf(error) ? errorMessage(error) : i18n.t(`agencies.errors.${call}`);
}

/** The server could not find the e-mail's account: the dialog then asks for a name to invite them. */
export function isUserNotFound(error: unknown): boolean {
  return apiErrorOf(error)?.code === 'USER_NOT_FOUND';
}

/** Codes that are about the e-mail typed in a dialog, so the field shows them too. */
const EMAIL_CODES = ['MEMBER_EXISTS', 'IN_OTHER_AGENCY', 'CANNOT_ADD_ADMIN', 'EMAIL_EXISTS'];

/**
 * A dialog's failed save: the snackbar says why (SPEC.md 8). While a dialog is open the rest of the
 * page is hidden from assistive technology, so the dialog shows it too: under the fields the server
 * names (or the e-mail, for a membership conflict), otherwise above the fields.
 */
export function reportDialogError<T extends FieldValues>(
  error: unknown,
  call: AgencyCall,
  notify: Notify,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  const text = agencyErrorText(error, call);
  notify('error', text);
  const body = apiErrorOf(error);
  const known = fields as readonly string[];
  if (body && EMAIL_CODES.includes(body.code) && known.includes('email')) {
    setError('email' as Path<T>, { type: 'server', message: text }, { shouldFocus: true });
    return;
  }
  const details = body?.code === 'VALIDATION_ERROR' ? (body.details ?? []) : [];
  const placed = details.filter((detail) => known.includes(detail.path));
  placed.forEach((detail) => setError(detail.path as Path<T>, { type: 'server', message: detail.message }));
  if (placed.length === 0) setError('root.server', { type: 'server', message: text });
}
