import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Chip,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PASSKEY_NAME_MAX_LENGTH, type Passkey } from '@trilha/shared';
import { errorMessage } from '../../../lib/api-errors';
import { webAuthnProblem } from '../../../lib/webauthn';
import { CenteredStatus } from '../../../components/centered-status';
import { FormDialog } from '../../../components/form-dialog';
import { RemoveWithConfirm } from '../../../components/remove-with-confirm';
import { RowAction } from '../../../components/row-action';
import { SubmitButton } from '../../../components/submit-button';
import { passkeyQueries, useAddPasskey, useRemovePasskey, useRenamePasskey } from '../api/passkeys';

function RenameDialog({ passkey, open, onClose }: { passkey: Passkey; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const rename = useRenamePasskey();
  const [name, setName] = useState(passkey.name);
  const close = () => {
    rename.reset();
    onClose();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    rename.mutate({ id: passkey._id, name: name.trim() }, { onSuccess: close });
  };
  return (
    <FormDialog
      open={open}
      title={t('settings.passkeys.renameTitle')}
      submitLabel={t('common.save')}
      pending={rename.isPending}
      onSubmit={onSubmit}
      onClose={close}
    >
      {rename.isError && <Alert severity="error">{errorMessage(rename.error)}</Alert>}
      <TextField
        label={t('settings.passkeys.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX_LENGTH } }}
        autoFocus
      />
    </FormDialog>
  );
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const { t, i18n } = useTranslation();
  const remove = useRemovePasskey();
  const [renaming, setRenaming] = useState(false);
  const day = (value: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(value));
  return (
    <>
      <ListItem
        disableGutters
        divider
        aria-label={passkey.name}
        secondaryAction={
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            <RowAction
              label={t('settings.passkeys.rename', { name: passkey.name })}
              icon={<EditOutlinedIcon fontSize="small" />}
              onClick={() => setRenaming(true)}
            />
            <RemoveWithConfirm
              label={t('settings.passkeys.remove', { name: passkey.name })}
              title={t('settings.passkeys.removeTitle')}
              text={t('settings.passkeys.removeText', { name: passkey.name })}
              confirmLabel={t('settings.passkeys.removeConfirm')}
              removal={remove}
              confirm={(done) => remove.mutate(passkey._id, { onSuccess: done })}
            />
          </Box>
        }
      >
        <ListItemIcon>
          <KeyOutlinedIcon />
        </ListItemIcon>
        <ListItemText
          primary={
            <Box
              component="span"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
            >
              {passkey.name}
              {passkey.backedUp && <Chip size="small" label={t('settings.passkeys.synced')} />}
            </Box>
          }
          secondary={t('settings.passkeys.details', {
            added: day(passkey.createdAt),
            used: passkey.lastUsedAt ? day(passkey.lastUsedAt) : t('settings.passkeys.neverUsed'),
          })}
          sx={{ pr: 10 }}
        />
      </ListItem>
      {renaming && <RenameDialog passkey={passkey} open onClose={() => setRenaming(false)} />}
    </>
  );
}

/** A name for the new passkey, then the browser's prompt to create it. */
function AddPasskeyForm() {
  const { t } = useTranslation();
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(t('validation.required'));
      return;
    }
    setNameError(undefined);
    add.mutate(trimmed, { onSuccess: () => setName('') });
  };
  const problem = add.isError ? webAuthnProblem(add.error) : undefined;
  const message = !add.isError
    ? undefined
    : problem
      ? t(`settings.passkeys.${problem}`)
      : errorMessage(add.error);
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
      {message && (
        <Alert severity={problem === 'cancelled' ? 'info' : 'error'} role="alert">
          {message}
        </Alert>
      )}
      {add.isSuccess && <Alert severity="success">{t('settings.passkeys.added')}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={t('settings.passkeys.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(nameError)}
          helperText={nameError ?? t('settings.passkeys.nameHint')}
          slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX_LENGTH } }}
          sx={{ flex: 1, maxWidth: { sm: 360 } }}
        />
        <SubmitButton pending={add.isPending} size="large" startIcon={<KeyOutlinedIcon />}>
          {t('settings.passkeys.add')}
        </SubmitButton>
      </Stack>
    </Stack>
  );
}

/** The account page's passkeys: the list with rename and remove, and adding one where the browser can. */
export function PasskeysSection() {
  const { t } = useTranslation();
  const passkeys = useQuery(passkeyQueries.list());
  if (passkeys.isPending) return <CenteredStatus text={t('common.loading')} />;
  if (passkeys.isError) return <Alert severity="error">{errorMessage(passkeys.error)}</Alert>;
  return (
    <Stack spacing={2}>
      {passkeys.data.length === 0 ? (
        <Typography color="text.secondary">{t('settings.passkeys.empty')}</Typography>
      ) : (
        <List disablePadding aria-label={t('settings.passkeys.title')}>
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey._id} passkey={passkey} />
          ))}
        </List>
      )}
      {browserSupportsWebAuthn() ? (
        <AddPasskeyForm />
      ) : (
        <Alert severity="info">{t('settings.passkeys.unsupported')}</Alert>
      )}
    </Stack>
  );
}
