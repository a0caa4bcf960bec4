import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTextFieldBinding } from './form-field-binding';
import { OutlinedTextField, type OutlinedTextFieldProps } from './outlined-text-field';

export type FormOutlinedTextFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
} & Omit<OutlinedTextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'>;

/** An OutlinedTextField bound to react-hook-form, as FormTextField binds a TextField. */
export function FormOutlinedTextField<T extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: FormOutlinedTextFieldProps<T>) {
  const bound = useTextFieldBinding(control, name, helperText);
  return <OutlinedTextField {...props} {...bound} />;
}
