import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-errors';
import type { Notify } from '../../../components/notice';
import { isUserNotFound, reportDialogError, type AgencyCall } from './agency-errors';
import { missingNameMessage } from './person-form';

interface PersonDialogOptions<T extends FieldValues> {
  /** The consultant or client edited; none when adding. */
  person: { canEditAccount: boolean } | undefined;
  /** The agency calls whose fixed text a failure shows, when adding and when editing. */
  calls: { add: AgencyCall; update: AgencyCall };
  /** The form's fields a server error may name. */
  fields: readonly Path<T>[];
  notify: Notify;
  onClose: () => void;
}

/**
 * What the consultant and client dialogs do alike around their own save: an empty name is asked for
 * when editing or once the server said the e-mail has no account (USER_NOT_FOUND, whose message stays
 * on screen until the dialog closes); a success closes the dialog; another failure is reported in the
 * snackbar and at the fields (reportDialogError).
 */
export function usePersonDialog<T extends FieldValues & { name: string }, Out extends { name: string }>(
  form: UseFormReturn<T, unknown, Out>,
  { person, calls, fields, notify, onClose }: PersonDialogOptions<T>,
) {
  const editing = Boolean(person);
  // Only an account the agency created and nobody has signed in to yet may be corrected here.
  const locked = Boolean(person && !person.canEditAccount);
  const [userNotFound, setUserNotFound] = useState<string>();
  const name = 'name' as Path<T>;

  const submit = (save: (values: Out) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      if (!values.name && !locked && (editing || userNotFound)) {
        form.setError(
          name,
          { type: 'required', message: missingNameMessage(editing) },
          { shouldFocus: true },
        );
        return;
      }
      try {
        await save(values);
        onClose();
      } catch (error) {
        if (!editing && isUserNotFound(error)) {
          setUserNotFound(errorMessage(error));
          form.setFocus(name);
          return;
        }
        reportDialogError(error, editing ? calls.update : calls.add, notify, form.setError, fields);
      }
    });

  return { editing, locked, userNotFound, submit };
}
