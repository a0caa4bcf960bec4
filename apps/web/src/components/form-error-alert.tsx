import { Alert } from '@mui/material';
import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The form-level error set by applyServerError, announced to screen readers. */
export function FormErrorAlert<T extends FieldValues>({ errors }: { errors: FieldErrors<T> }) {
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}
