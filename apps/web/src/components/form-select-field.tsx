import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTextFieldBinding } from './form-field-binding';

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
  const bound = useTextFieldBinding(control, name, helperText);
  return (
    <TextField {...props} {...bound} select>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
