import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export type FormTextFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'>;

/** A text field bound to react-hook-form; zod errors carry message keys, server errors carry text. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<T>) {
  const { t, i18n } = useTranslation();
  const {
    field: { ref, value, ...field },
    fieldState: { error },
  } = useController({ control, name });
  const message = error?.message;
  const errorText = message && i18n.exists(message) ? t(message) : message;
  return (
    <TextField
      {...props}
      {...field}
      value={value ?? ''}
      inputRef={ref}
      error={Boolean(error)}
      helperText={errorText || helperText}
    />
  );
}
