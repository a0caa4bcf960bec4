import { useId, type FormEventHandler, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from 'react-hook-form';
import { FormErrorAlert } from './form-error-alert';
import { RequiresServer } from './requires-server';
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
  /** A long form fills a phone's screen instead of floating in it. */
  fullScreenOnPhone?: boolean;
  /** The main action needs the server: offline it is disabled, saying why. */
  needsServer?: boolean;
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
  fullScreenOnPhone = false,
  needsServer = false,
}: FormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const submit = (
    <SubmitButton pending={pending} size="medium">
      {submitLabel}
    </SubmitButton>
  );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreenOnPhone && phone}
      aria-labelledby={titleId}
    >
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
          {needsServer ? <RequiresServer>{submit}</RequiresServer> : submit}
        </DialogActions>
      </form>
    </Dialog>
  );
}
