import { useState } from 'react';
import { FormControlLabel, Switch, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { pixelOptedOut, setPixelOptOut } from '../../../lib/pixel-consent';

/** The conversion pixel's opt-out, kept in this browser; a browser's Do Not Track is honoured too. */
export function TrackingOptOut() {
  const { t } = useTranslation();
  const [optedOut, setOptedOut] = useState(pixelOptedOut);
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={!optedOut}
            onChange={(event) => {
              setPixelOptOut(!event.target.checked);
              setOptedOut(!event.target.checked);
            }}
          />
        }
        label={t('map.privacy.allow')}
      />
      <Typography variant="body2" color="text.secondary">
        {t('map.privacy.hint')}
      </Typography>
    </>
  );
}
