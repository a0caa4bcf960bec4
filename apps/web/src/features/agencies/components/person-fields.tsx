import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@trilha/shared';
import { FormTextField } from '../../../components/form-text-field';
import { UserNotFoundAlert } from './user-not-found-alert';

/**
 * What both dialogs of SPEC.md 2 start with: the server's USER_NOT_FOUND message when there is one,
 * the e-mail (an e-mail input) and the name, required when editing or once the server asked for it.
 */
export function PersonFields<T extends FieldValues & { email: string; name: string }>({
  control,
  editing,
  userNotFound,
  locked = false,
}: {
  control: Control<T>;
  editing: boolean;
  userNotFound: string | undefined;
  /** The account is the person's own (or they are only invited): its e-mail and name are shown read-only. */
  locked?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <UserNotFoundAlert message={userNotFound} />
      <FormTextField
        control={control}
        name={'email' as Path<T>}
        type="email"
        label={t('agencies.fields.email')}
        autoComplete="off"
        autoFocus={!locked}
        helperText={locked ? t('agencies.fields.accountLocked') : undefined}
        slotProps={{ htmlInput: { maxLength: EMAIL_MAX_LENGTH, readOnly: locked } }}
      />
      <FormTextField
        control={control}
        name={'name' as Path<T>}
        label={t('agencies.fields.name')}
        helperText={editing || userNotFound ? undefined : t('agencies.fields.nameHelp')}
        required={!locked && (editing || Boolean(userNotFound))}
        slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH, readOnly: locked } }}
      />
    </>
  );
}
