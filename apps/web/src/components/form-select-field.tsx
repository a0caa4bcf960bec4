import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface SelectOption {
  value: string;
  label: string;
}

type FormSelectFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  options: readonly SelectOption[];
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'select'>;

/** A select bound to react-hook-form, showing a zod key or the server's text under it. */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  options,
  helperText,
  ...props
}: FormSelectFieldProps<T>) {
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
      select
      value={value ?? ''}
      inputRef={ref}
      error={Boolean(error)}
      helperText={errorText || helperText}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
