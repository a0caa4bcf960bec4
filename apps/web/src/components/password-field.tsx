import type { FieldValues } from 'react-hook-form';
import { FormOutlinedTextField, type FormOutlinedTextFieldProps } from './form-outlined-text-field';
import { usePasswordVisibility } from './password-input';

export function PasswordField<T extends FieldValues>(props: Omit<FormOutlinedTextFieldProps<T>, 'type'>) {
  return <FormOutlinedTextField {...props} {...usePasswordVisibility()} />;
}
