import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TravelMode } from '@trilha/shared';
import { usePublicConfig } from '../../../lib/config';
import { TRAVEL_MODE_ICON } from './travel-leg';

/**
 * How the traveller gets around on a day, among the modes the server routes (GET /config's routing): the
 * times between the day's stops follow it. Nothing to choose when the server offers one mode.
 */
export function TravelModePicker({
  value,
  onChange,
  dayTitle,
}: {
  value: TravelMode;
  onChange: (mode: TravelMode) => void;
  dayTitle: string;
}) {
  const { t } = useTranslation();
  const modes = usePublicConfig()?.routing.modes ?? ['walking'];
  if (modes.length < 2) return null;
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_, mode: TravelMode | null) => mode && onChange(mode)}
      aria-label={t('map.travel.picker', { day: dayTitle })}
    >
      {modes.map((mode) => {
        const Icon = TRAVEL_MODE_ICON[mode];
        return (
          <ToggleButton key={mode} value={mode} aria-label={t(`map.travel.names.${mode}`)} sx={{ px: 1 }}>
            <Icon fontSize="small" />
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}
