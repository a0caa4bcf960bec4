import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { deleteAccountSchema } from '@trilha/shared';
import { applyServerError } from '../../../lib/api-errors';
import { PasswordField } from '../../../components/password-field';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { SubmitButton } from '../../../components/submit-button';
import { useDeleteAccount } from '../api/account';

export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const deleteAccount = useDeleteAccount();
  const { control, handleSubmit, setError, formState, reset } = useForm({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });

  const handleClose = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit((values) =>
    deleteAccount.mutateAsync(values).catch((error: unknown) =>
      applyServerError(error, setError, {
        fields: ['password'],
        codeFields: { WRONG_PASSWORD: 'password' },
      }),
    ),
  );

  return (
    <Dialog open={open} onClose={handleClose} fullWidth maxWidth="xs" aria-labelledby="delete-account-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="delete-account-title">{t('settings.delete.dialogTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('settings.delete.dialogText')}</DialogContentText>
            <FormErrorAlert errors={formState.errors} />
            <PasswordField
              control={control}
              name="password"
              label={t('settings.delete.password')}
              autoComplete="current-password"
              autoFocus
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={handleClose} color="inherit">
            {t('common.cancel')}
          </Button>
          <SubmitButton pending={deleteAccount.isPending} color="error" size="medium">
            {t('settings.delete.confirm')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
