import { useId, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ForwardToInboxOutlinedIcon from '@mui/icons-material/ForwardToInboxOutlined';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-errors';
import { CenteredStatus } from '../../../../components/centered-status';
import { RequiresServer } from '../../../../components/requires-server';
import { useCreateInviteLink } from '../../api/create-invite-link';
import { useCopyLink } from './use-copy-link';

/**
 * Invites a named guest of the trip's costs: makes a single-use link for that guest (whoever joins by it
 * takes the guest's place, API.md "Sharing links") and shows it to copy and send.
 */
export function GuestInviteButton({
  tripId,
  guest,
}: {
  tripId: string;
  guest: { _id: string; name: string };
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const create = useCreateInviteLink(tripId);
  const send = useCreateInviteLink(tripId);
  const copy = useCopyLink();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const label = t('trips.sharing.guestInvite.invite', { name: guest.name });
  const url = create.data?.url;
  const handleOpen = () => {
    setOpen(true);
    create.mutate({ role: 'viewer', participantId: guest._id });
  };
  const handleClose = () => {
    setOpen(false);
    create.reset();
    send.reset();
    setEmail('');
  };
  // A link of its own, mailed by the server (the one shown stays valid for whoever gets it first).
  const handleSend = (event: React.FormEvent) => {
    event.preventDefault();
    send.mutate({ role: 'viewer', participantId: guest._id, email: email.trim() });
  };
  return (
    <>
      <RequiresServer>
        <Tooltip title={label}>
          <IconButton aria-label={label} onClick={handleOpen}>
            <ForwardToInboxOutlinedIcon />
          </IconButton>
        </Tooltip>
      </RequiresServer>
      <Dialog open={open} onClose={handleClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('trips.sharing.guestInvite.title', { name: guest.name })}</DialogTitle>
        <DialogContent>
          {create.isError ? (
            <Alert severity="error" role="alert">
              {errorMessage(create.error)}
            </Alert>
          ) : !url ? (
            <CenteredStatus text={t('common.loading')} />
          ) : (
            <Stack spacing={1.5}>
              <DialogContentText>
                {t('trips.sharing.guestInvite.text', { name: guest.name })}
              </DialogContentText>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextField
                  label={t('trips.sharing.guestInvite.link')}
                  value={url}
                  fullWidth
                  size="small"
                  slotProps={{
                    htmlInput: {
                      readOnly: true,
                      onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select(),
                    },
                  }}
                />
                <Tooltip title={t('trips.sharing.invites.copy')}>
                  <IconButton
                    aria-label={t('trips.sharing.invites.copy')}
                    onClick={() => void copy.copy(url)}
                  >
                    <ContentCopyIcon />
                  </IconButton>
                </Tooltip>
              </Stack>
              <Typography
                role="status"
                variant="body2"
                color={copy.status === 'failed' ? 'error' : 'success.main'}
                sx={{ minHeight: 20 }}
              >
                {copy.status === 'copied' && t('trips.sharing.invites.copied')}
                {copy.status === 'failed' && t('trips.sharing.invites.copyFailed')}
              </Typography>
              <Stack
                component="form"
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'flex-start' } }}
                onSubmit={handleSend}
              >
                <TextField
                  label={t('trips.sharing.guestInvite.email', { name: guest.name })}
                  type="email"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  fullWidth
                  size="small"
                />
                <Button
                  type="submit"
                  variant="outlined"
                  disabled={send.isPending || !email.trim()}
                  sx={{ flexShrink: 0 }}
                >
                  {t('trips.sharing.guestInvite.send')}
                </Button>
              </Stack>
              {send.isError && (
                <Alert severity="error" role="alert">
                  {errorMessage(send.error)}
                </Alert>
              )}
              {send.isSuccess && (
                <Alert severity="success" role="status">
                  {t('trips.sharing.guestInvite.sent', { email: send.variables.email })}
                </Alert>
              )}
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={handleClose}>{t('trips.sharing.guestInvite.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
