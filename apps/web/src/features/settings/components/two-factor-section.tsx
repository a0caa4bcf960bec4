import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { CenteredStatus } from '../../../components/centered-status';
import { PasswordInput } from '../../../components/password-input';
import { SubmitButton } from '../../../components/submit-button';
import { twoFactorQueries, useDisableTwoFactor } from '../api/two-factor';
import { problemText, TwoFactorSetup } from './two-factor-setup';

/** Turning the second factor off: the password, or a code of the app. */
function DisableForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const [withCode, setWithCode] = useState(false);
  const [value, setValue] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    disable.mutate(withCode ? { code: value } : { password: value });
  };
  const helperText = disable.isError ? problemText(disable.error) : undefined;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
      <Typography variant="body2">{t('settings.twoFactor.disableText')}</Typography>
      {withCode ? (
        <TextField
          label={t('settings.twoFactor.code')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="one-time-code"
          error={disable.isError}
          helperText={helperText}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
          sx={{ maxWidth: 260 }}
        />
      ) : (
        <PasswordInput
          name="password"
          label={t('settings.twoFactor.password')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="current-password"
          error={disable.isError}
          helperText={helperText}
        />
      )}
      <Box>
        <Button
          size="small"
          onClick={() => {
            setWithCode(!withCode);
            setValue('');
            disable.reset();
          }}
        >
          {withCode ? t('settings.twoFactor.usePassword') : t('settings.twoFactor.useCode')}
        </Button>
      </Box>
      <Stack direction="row" spacing={1}>
        <SubmitButton pending={disable.isPending} color="error">
          {t('settings.twoFactor.disable')}
        </SubmitButton>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
      </Stack>
    </Stack>
  );
}

/** The account page's two-step verification: its state, turning it on (QR code, backup codes) or off. */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const status = useQuery(twoFactorQueries.status());
  const [editing, setEditing] = useState(false);
  if (status.isPending) return <CenteredStatus text={t('common.loading')} />;
  if (status.isError) return <Alert severity="error">{errorMessage(status.error)}</Alert>;
  const { enabled, backupCodesLeft, required } = status.data;

  if (!enabled) {
    return (
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Chip size="small" label={t('settings.twoFactor.off')} />
          {required && <Typography variant="body2">{t('settings.twoFactor.requiredText')}</Typography>}
        </Box>
        <TwoFactorSetup onDone={() => setEditing(false)} />
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip size="small" color="success" label={t('settings.twoFactor.on')} />
        <Typography variant="body2" color={backupCodesLeft < 3 ? 'warning.main' : 'text.secondary'}>
          {t('settings.twoFactor.backupCodesLeft', { count: backupCodesLeft })}
        </Typography>
      </Box>
      {required ? (
        <Typography variant="body2" color="text.secondary">
          {t('settings.twoFactor.requiredOn')}
        </Typography>
      ) : editing ? (
        <DisableForm onCancel={() => setEditing(false)} />
      ) : (
        <Box>
          <Button variant="outlined" color="error" onClick={() => setEditing(true)}>
            {t('settings.twoFactor.disable')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
