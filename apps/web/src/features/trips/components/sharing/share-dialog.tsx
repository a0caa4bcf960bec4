import { useId, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { emailSchema, SHARE_ROLES, type CreateShareInput, type ShareRole } from '@trilha/shared';
import { errorMessage } from '../../../../lib/api-errors';
import { SubmitButton } from '../../../../components/submit-button';
import { useAddShare } from '../../api/add-share';
import { UserPicker, type PickedUser } from './user-picker';
import { InviteLinksSection } from './invite-links-section';
import { PublicLinkSection } from './public-link-section';

const NOBODY: PickedUser = { user: null, text: '' };

/** A picked user goes by id; a typed e-mail lets the server look the person up itself. */
function shareInput(picked: PickedUser, role: ShareRole): CreateShareInput | undefined {
  if (picked.user) return { userId: picked.user._id, role };
  const email = emailSchema.safeParse(picked.text);
  return email.success ? { email: email.data, role } : undefined;
}

interface ShareDialogProps {
  tripId: string;
  /** Who already has access, so the search does not offer them again. */
  sharedUserIds: readonly string[];
  open: boolean;
  onClose: () => void;
}

export function ShareDialog({ tripId, sharedUserIds, open, onClose }: ShareDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const addShare = useAddShare(tripId);
  const [picked, setPicked] = useState<PickedUser>(NOBODY);
  const [role, setRole] = useState<ShareRole>('viewer');
  const input = shareInput(picked, role);

  const handleClose = () => {
    setPicked(NOBODY);
    setRole('viewer');
    addShare.reset();
    onClose();
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (input) addShare.mutate(input, { onSuccess: handleClose });
  };

  return (
    <Dialog open={open} onClose={handleClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>{t('trips.sharing.dialogTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {addShare.isError && (
              <Alert severity="error" role="alert">
                {errorMessage(addShare.error)}
              </Alert>
            )}
            <UserPicker value={picked} onChange={setPicked} excludeIds={sharedUserIds} />
            <TextField
              select
              label={t('trips.sharing.role')}
              value={role}
              onChange={(event) => setRole(event.target.value as ShareRole)}
            >
              {SHARE_ROLES.map((option) => (
                <MenuItem key={option} value={option}>
                  {t(`trips.roles.${option}`)} · {t(`trips.sharing.roleHelp.${option}`)}
                </MenuItem>
              ))}
            </TextField>
            <Divider />
            <InviteLinksSection tripId={tripId} />
            <Divider />
            <PublicLinkSection tripId={tripId} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={handleClose} color="inherit">
            {t('common.cancel')}
          </Button>
          <SubmitButton pending={addShare.isPending} disabled={!input} size="medium">
            {t('trips.sharing.add')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
