import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { saveBlob } from '../../../lib/download';
import { SubmitButton } from '../../../components/submit-button';
import { twoFactorKeys, useConfirmTwoFactor, useStartTwoFactor } from '../api/two-factor';

/** A refusal as one sentence: the field's own message for a bad value, the error's otherwise. */
export function problemText(error: unknown): string {
  const body = apiErrorOf(error);
  return body?.code === 'VALIDATION_ERROR' && body.details?.[0]
    ? body.details[0].message
    : errorMessage(error);
}

/** The backup codes, shown once, to copy or download. */
export function BackupCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  return (
    <Stack spacing={2}>
      <Alert severity="warning">{t('settings.twoFactor.backupCodesOnce')}</Alert>
      <Box
        component="ul"
        aria-label={t('settings.twoFactor.backupCodes')}
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, 1fr)' },
          gap: 1,
          fontFamily: 'monospace',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<ContentCopyOutlinedIcon />}
          onClick={() =>
            void navigator.clipboard?.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? t('settings.twoFactor.copied') : t('settings.twoFactor.copy')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadOutlinedIcon />}
          onClick={() => saveBlob(new Blob([text], { type: 'text/plain' }), 'trilha-backup-codes.txt')}
        >
          {t('settings.twoFactor.download')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {t('settings.twoFactor.done')}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * Turning the second factor on: a new secret as a QR code (and as text to type), the first code from the
 * app to confirm it, then the backup codes once. Also the screen an account the platform requires it of
 * meets before anything else.
 */
export function TwoFactorSetup({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const { t } = useTranslation();
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');

  if (confirm.data) {
    const done = () => {
      void queryClient.invalidateQueries({ queryKey: twoFactorKeys.all });
      onDone();
    };
    return <BackupCodesPanel codes={confirm.data.backupCodes} onDone={done} />;
  }

  if (!start.data) {
    return (
      <Stack spacing={2}>
        {start.isError && <Alert severity="error">{errorMessage(start.error)}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button variant="contained" disabled={start.isPending} onClick={() => start.mutate()}>
            {t('settings.twoFactor.enable')}
          </Button>
          {onCancel && <Button onClick={onCancel}>{t('common.cancel')}</Button>}
        </Stack>
      </Stack>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    confirm.mutate({ code });
  };
  const { secret, qrSvg } = start.data;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
      <Typography>{t('settings.twoFactor.scan')}</Typography>
      <Box
        component="img"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`}
        alt={t('settings.twoFactor.qrAlt')}
        sx={{ width: 200, height: 200, bgcolor: '#fff', borderRadius: 1 }}
      />
      <Typography variant="body2" color="text.secondary">
        {t('settings.twoFactor.typeSecret')}{' '}
        <Box
          component="code"
          sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
          data-testid="two-factor-secret"
        >
          {secret}
        </Box>
      </Typography>
      <TextField
        label={t('settings.twoFactor.code')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        error={confirm.isError}
        helperText={confirm.isError ? problemText(confirm.error) : undefined}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
        sx={{ maxWidth: 260 }}
      />
      <Stack direction="row" spacing={1}>
        <SubmitButton pending={confirm.isPending}>{t('settings.twoFactor.confirm')}</SubmitButton>
        {onCancel && <Button onClick={onCancel}>{t('common.cancel')}</Button>}
      </Stack>
    </Stack>
  );
}
