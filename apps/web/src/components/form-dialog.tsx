import { useId, type FormEventHandler, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from 'react-hook-form';
import { FormErrorAlert } from './form-error-alert';
import { SubmitButton } from './submit-button';

interface FormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  pending: boolean;
  /** A react-hook-form's errors: one not tied to a field shows above the fields. */
  errors?: FieldErrors;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}

/** A small form in a dialog: the fields, cancel and the main action. */
export function FormDialog({
  open,
  title,
  submitLabel,
  pending,
  errors,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {errors && <FormErrorAlert errors={errors} />}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} color="inherit">
            {t('common.cancel')}
          </Button>
          <SubmitButton pending={pending} size="medium">
            {submitLabel}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
