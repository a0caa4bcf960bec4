import { Button, CircularProgress, type ButtonProps } from '@mui/material';

/** The form's main action; disabled with a spinner while the call is in flight. */
export function SubmitButton({
  pending,
  disabled,
  startIcon,
  children,
  ...props
}: ButtonProps & { pending: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      {...props}
      disabled={pending || disabled}
      aria-busy={pending}
      startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : startIcon}
    >
      {children}
    </Button>
  );
}
