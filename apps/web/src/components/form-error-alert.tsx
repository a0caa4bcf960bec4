import { Alert } from '@mui/material';
import type { FieldErrors, FieldValues } from 'react-hook-form';

/** A form's error that belongs to no field (the server's refusal), announced to screen readers. */
export function ServerErrorAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}

/** The form-level error set by applyServerError, announced to screen readers. */
export function FormErrorAlert<T extends FieldValues>({ errors }: { errors: FieldErrors<T> }) {
  return <ServerErrorAlert message={errors.root?.server?.message} />;
}
