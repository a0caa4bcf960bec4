import { useId } from 'react';
import { Box, FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { OnlyMine } from './use-only-mine';

/** The plan's "Only what I'm on" switch; while on, the plan is read-only (moves need every place). */
export function OnlyMineSwitch({ onlyMine }: { onlyMine: Pick<OnlyMine, 'on' | 'setOn'> }) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={onlyMine.on}
            onChange={(event) => onlyMine.setOn(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
        label={t('trips.onlyMine.label')}
      />
      <FormHelperText id={hintId} sx={{ mt: 0 }}>
        {onlyMine.on ? t('trips.onlyMine.onHint') : t('trips.onlyMine.offHint')}
      </FormHelperText>
    </Box>
  );
}
