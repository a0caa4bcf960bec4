import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Divider, Stack, Typography } from '@mui/material';
import DevicesOutlinedIcon from '@mui/icons-material/DevicesOutlined';
import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { useLogoutEverywhere } from '../api/account';
import { DeleteAccountDialog } from './delete-account-dialog';

function ActionRow({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        justifyContent: 'space-between',
      }}
    >
      <Box sx={{ flex: '1 1 260px' }}>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      </Box>
      {action}
    </Box>
  );
}

/** Signing out everywhere and deleting the account: the two actions that end sessions. */
export function AccountActions() {
  const { t } = useTranslation();
  const logoutEverywhere = useLogoutEverywhere();
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <Stack spacing={2.5} divider={<Divider flexItem />}>
        <Stack spacing={1.5}>
          <ActionRow
            title={t('settings.sessions.title')}
            text={t('settings.sessions.text')}
            action={
              <Button
                variant="outlined"
                startIcon={<DevicesOutlinedIcon />}
                disabled={logoutEverywhere.isPending}
                onClick={() => logoutEverywhere.mutate()}
              >
                {t('settings.sessions.submit')}
              </Button>
            }
          />
          {logoutEverywhere.isError && <Alert severity="error">{errorMessage(logoutEverywhere.error)}</Alert>}
        </Stack>
        <ActionRow
          title={t('settings.delete.title')}
          text={t('settings.delete.text')}
          action={
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteForeverOutlinedIcon />}
              onClick={() => setDeleting(true)}
            >
              {t('settings.delete.open')}
            </Button>
          }
        />
      </Stack>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </>
  );
}
