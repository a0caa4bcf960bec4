import { apiErrorOf } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { i18n } from '../../../lib/i18n/i18n';

/** The admin calls whose fallback text lives under `admin.errors`. */
export type AdminCall = 'fetchStats' | 'fetchUsers' | 'fetchFeedback' | 'fetchMail' | 'save';

/**
 * A failed admin call as one sentence: the server's code translated (OWN_ACCOUNT, ADMIN_REQUIRED…) when
 * it answered with one, otherwise the call's own text.
 */
export function adminErrorText(error: unknown, call: AdminCall): string {
  return apiErrorOf(error) ? errorMessage(error) : i18n.t(`admin.errors.${call}`);
}
