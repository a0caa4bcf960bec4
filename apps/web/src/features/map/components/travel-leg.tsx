import DirectionsCarOutlinedIcon from '@mui/icons-material/DirectionsCarOutlined';
import DirectionsTransitOutlinedIcon from '@mui/icons-material/DirectionsTransitOutlined';
import DirectionsWalkOutlinedIcon from '@mui/icons-material/DirectionsWalkOutlined';
import { Stack, Typography } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslation } from 'react-i18next';
import type { TravelLeg as Leg, TravelMode } from '@trilha/shared';

export const TRAVEL_MODE_ICON: Record<TravelMode, SvgIconComponent> = {
  walking: DirectionsWalkOutlinedIcon,
  driving: DirectionsCarOutlinedIcon,
  transit: DirectionsTransitOutlinedIcon,
};

/** "850 m", "1,2 km", "274 km": metres rounded to tens below a kilometre, one decimal below a hundred. */
export function formatDistance(meters: number, language: string): string {
  if (meters < 1000)
    return `${new Intl.NumberFormat(language).format(Math.max(10, Math.round(meters / 10) * 10))} m`;
  const km = meters / 1000;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: km < 100 ? 1 : 0 }).format(km)} km`;
}

/** "15 min", "1 h 20 min", "3 h": whole minutes, at least one. */
export function formatDuration(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * The way from one stop to the next: "1,2 km · 15 min a pé", or, for a straight-line estimate,
 * "≈ 1,2 km · 15 min a pé (estimativa)" so nobody takes it for a routed time.
 */
export function TravelLeg({ leg, mode }: { leg: Leg; mode: TravelMode }) {
  const { t, i18n } = useTranslation();
  const Icon = TRAVEL_MODE_ICON[mode];
  const values = {
    distance: formatDistance(leg.distanceMeters, i18n.language),
    duration: formatDuration(leg.durationSeconds),
    mode: t(`map.travel.modes.${mode}`),
  };
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2">
        {t(leg.estimated ? 'map.travel.estimated' : 'map.travel.routed', values)}
      </Typography>
    </Stack>
  );
}
