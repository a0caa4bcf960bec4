import { Alert } from '@mui/material';

/** The server's "no account with this e-mail" message, kept while the dialog asks for a name. */
export function UserNotFoundAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="info" role="status">
      {message}
    </Alert>
  );
}
