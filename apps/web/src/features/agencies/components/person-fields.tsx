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
}: {
  control: Control<T>;
  editing: boolean;
  userNotFound: string | undefined;
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
        autoFocus
        slotProps={{ htmlInput: { maxLength: EMAIL_MAX_LENGTH } }}
      />
      <FormTextField
        control={control}
        name={'name' as Path<T>}
        label={t('agencies.fields.name')}
        helperText={editing || userNotFound ? undefined : t('agencies.fields.nameHelp')}
        required={editing || Boolean(userNotFound)}
        slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
      />
    </>
  );
}
