import { useId, type ReactNode } from 'react';
import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type OutlinedInputProps,
} from '@mui/material';

export type OutlinedTextFieldProps = Pick<
  OutlinedInputProps,
  | 'type'
  | 'name'
  | 'value'
  | 'onChange'
  | 'onBlur'
  | 'inputRef'
  | 'autoComplete'
  | 'autoFocus'
  | 'placeholder'
  | 'disabled'
  | 'required'
  | 'error'
  | 'endAdornment'
> & {
  id?: string;
  label?: ReactNode;
  helperText?: ReactNode;
};

/**
 * A full-width outlined text field, for the signed-out screens: MUI's TextField for a plain input, built
 * from the parts TextField itself renders (FormControl, InputLabel, OutlinedInput, FormHelperText, with
 * the same ids and classes), because TextField also brings the Select, its menu and the other variants
 * onto the first page. Fields with a select or several lines use TextField (FormTextField); the forms
 * with react-hook-form bind it with FormOutlinedTextField.
 */
export function OutlinedTextField({
  id: idOverride,
  label,
  helperText,
  disabled = false,
  required = false,
  error = false,
  ...input
}: OutlinedTextFieldProps) {
  const reactId = useId();
  const id = idOverride ?? reactId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    // The app's theme makes every TextField full-width (MuiTextField's defaultProps).
    <FormControl
      className="MuiTextField-root"
      variant="outlined"
      fullWidth
      disabled={disabled}
      required={required}
      error={error}
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={`${id}-label`}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput {...input} id={id} label={label} fullWidth aria-describedby={helperTextId} />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
