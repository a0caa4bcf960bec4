import { useId } from 'react';
import {
  Alert,
  Button,
  type ButtonProps,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from './submit-button';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  pending: boolean;
  /** The failed call's message, shown inside the dialog so the user can retry or cancel. */
  error?: string;
  /** Red for what cannot be undone; an action that is easily reversed (approve, reactivate) may say so. */
  confirmColor?: ButtonProps['color'];
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that cannot be undone. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  pending,
  error,
  confirmColor = 'error',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} color="inherit">
          {t('common.cancel')}
        </Button>
        <SubmitButton type="button" pending={pending} color={confirmColor} size="medium" onClick={onConfirm}>
          {confirmLabel}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
}
