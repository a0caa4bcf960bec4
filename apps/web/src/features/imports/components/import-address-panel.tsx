import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { importAddressQuery, useRotateImportAddress } from '../api/import-address';

type Notice = 'copied' | 'copyFailed' | 'rotated' | undefined;

/**
 * The person's secret import address, when the server receives mail: copyable, and replaceable (the
 * old one then stops working). Nothing shows while it loads or when the server receives no mail.
 */
export function ImportAddressPanel() {
  const { t } = useTranslation();
  const query = useQuery(importAddressQuery());
  const rotate = useRotateImportAddress();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  const address = query.data?.address;
  if (!address) return null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setNotice('copied');
    } catch {
      setNotice('copyFailed');
    }
  };
  const replace = () =>
    rotate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setNotice('rotated');
      },
    });

  return (
    <Box component="section" aria-labelledby="import-address-title">
      <Typography id="import-address-title" variant="subtitle2" component="h3">
        {t('importer.address.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('importer.address.hint')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={t('importer.address.label')}
          value={address}
          fullWidth
          size="small"
          // Wrapped, not cut, on a phone: the whole address is readable.
          multiline
          sx={{ '& textarea': { wordBreak: 'break-all' } }}
          slotProps={{
            htmlInput: {
              readOnly: true,
              onFocus: (event: React.FocusEvent<HTMLTextAreaElement>) => event.target.select(),
            },
          }}
        />
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copy()}
          sx={{ flex: 'none' }}
        >
          {t('importer.address.copy')}
        </Button>
        <Button
          color="inherit"
          onClick={() => setConfirming(true)}
          disabled={confirming}
          sx={{ flex: 'none' }}
        >
          {t('importer.address.rotate')}
        </Button>
      </Stack>
      <Typography
        role="status"
        variant="body2"
        color={notice === 'copyFailed' ? 'error' : 'success.main'}
        sx={{ mt: 0.5, minHeight: 20 }}
      >
        {notice && t(`importer.address.${notice}`)}
      </Typography>
      {confirming && (
        <Alert
          severity="warning"
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" onClick={() => setConfirming(false)}>
                {t('common.cancel')}
              </Button>
              <Button color="inherit" size="small" onClick={replace} disabled={rotate.isPending}>
                {t('importer.address.rotateYes')}
              </Button>
            </Stack>
          }
          sx={{ flexWrap: 'wrap', '& .MuiAlert-action': { ml: 'auto', pl: 1 } }}
        >
          {t('importer.address.rotateConfirm')}
          {rotate.isError && (
            <Box component="span" sx={{ display: 'block', color: 'error.main' }}>
              {errorMessage(rotate.error)}
            </Box>
          )}
        </Alert>
      )}
    </Box>
  );
}
