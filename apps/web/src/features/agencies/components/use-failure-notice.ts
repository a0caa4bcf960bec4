import { useEffect } from 'react';
import { agencyErrorText, type AgencyCall } from './agency-errors';
import type { Notify } from '../../../components/notice';

/** A failed read also reaches the screen's snackbar (SPEC.md 8), once per failure. */
export function useFailureNotice(error: Error | null, call: AgencyCall, notify: Notify) {
  useEffect(() => {
    if (error) notify('error', agencyErrorText(error, call));
  }, [error, call, notify]);
}
