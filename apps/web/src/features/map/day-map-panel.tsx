import { Suspense, useMemo, useState } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CenteredStatus } from '../../components/centered-status';
import { usePublicConfig } from '../../lib/config';
import type { DayMapStop } from './components/day-map';
import { lazyComponent } from '../../lib/lazy-component';

const DayMap = lazyComponent(() => import('./components/day-map'), 'DayMap');

const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export interface DayMapPanelProps {
  /** The day's stops in list order; those without coordinates are named below the map, never drawn. */
  stops: { id: string; number: number; name: string; lat: number | null; lon: number | null }[];
  home: { name: string; lat: number; lon: number } | null;
  dayTitle: string;
}

/** The map of the day the traveller is looking at (Leaflet arrives only when it is shown). */
export function DayMapPanel({ stops, home, dayTitle }: DayMapPanelProps) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const [tilesFailed, setTilesFailed] = useState(false);
  const drawn = useMemo(
    () => stops.filter((stop): stop is DayMapStop => stop.lat !== null && stop.lon !== null),
    [stops],
  );
  const unplaced = stops.filter((stop) => stop.lat === null || stop.lon === null);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
      {tilesFailed && <Alert severity="warning">{t('map.tilesFailed')}</Alert>}
      <Box sx={{ flex: 1, minHeight: 320 }}>
        <Suspense fallback={<CenteredStatus text={t('common.loading')} />}>
          <DayMap
            stops={drawn}
            home={home}
            tileUrl={config?.mapTileUrl || OSM_TILES}
            label={t('itinerary.map.label', { day: dayTitle })}
            homeLabel={t('itinerary.map.home')}
            onTilesFailed={() => setTilesFailed(true)}
          />
        </Suspense>
      </Box>
      {drawn.length === 0 && !home ? (
        <Typography variant="body2" color="text.secondary">
          {t('itinerary.map.nothingOnMap')}
        </Typography>
      ) : (
        unplaced.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('itinerary.map.notOnMap', {
              names: unplaced.map((stop) => `${stop.number}. ${stop.name}`).join(', '),
            })}
          </Typography>
        )
      )}
    </Box>
  );
}
