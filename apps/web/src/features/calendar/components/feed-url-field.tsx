import { useState } from 'react';
import { Box, Button, TextField, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';

type CopyState = 'idle' | 'copied' | 'failed';

/** The secret URL, read-only so it cannot be mangled, with a button that copies it. */
export function FeedUrlField({ url }: { url: string }) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<CopyState>('idle');
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label={t('calendar.subscribe.urlLabel')}
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
        <Button
          variant="contained"
          startIcon={<ContentCopyIcon />}
          onClick={() => void handleCopy()}
          sx={{ flex: 'none' }}
        >
          {t('calendar.subscribe.copy')}
        </Button>
      </Box>
      <Typography
        role="status"
        variant="body2"
        color={copy === 'failed' ? 'error' : 'success.main'}
        sx={{ mt: 0.5, minHeight: 20 }}
      >
        {copy === 'copied' && t('calendar.subscribe.copied')}
        {copy === 'failed' && t('calendar.subscribe.copyFailed')}
      </Typography>
    </Box>
  );
}
