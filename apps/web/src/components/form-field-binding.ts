import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * A text field's props bound to a react-hook-form field: its value and handlers, and its error shown as
 * the helper text (zod errors carry message keys, server errors carry text).
 */
export function useTextFieldBinding<T extends FieldValues>(
  control: Control<T>,
  name: Path<T>,
  helperText: ReactNode,
) {
  const { t, i18n } = useTranslation();
  const {
    field: { ref, value, ...field },
    fieldState: { error },
  } = useController({ control, name });
  const message = error?.message;
  const errorText = message && i18n.exists(message) ? t(message) : message;
  return {
    ...field,
    value: (value as unknown) ?? '',
    inputRef: ref,
    error: Boolean(error),
    helperText: errorText || helperText,
  };
}
