import { Suspense, useCallback, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Link, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TripDetail } from '@trilha/shared';
import { CenteredStatus } from '../../../components/centered-status';
import { SectionCard } from '../../../components/section-card';
import { usePublicConfig } from '../../../lib/config';
import { useAirportPlaces } from '../api/airport-places';
import { dayColour, isDeparture, mapDays, markText, tripMapPlaces, type MapPlace } from '../map-places';
import { lazyComponent } from '../../../lib/lazy-component';

const LeafletMap = lazyComponent(() => import('./leaflet-map'), 'LeafletMap');

const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ALL = 'all';

/** One map of the whole trip, with the same places listed as text below it. */
export function TripMapTab({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const codes = trip.flights.flatMap((flight) => [flight.departure.airport, flight.arrival.airport]);
  const { airports, pending } = useAirportPlaces(codes);
  const [filter, setFilter] = useState(ALL);
  const [tilesFailed, setTilesFailed] = useState(false);

  const everything = useMemo(() => tripMapPlaces(trip, airports), [trip, airports]);
  const days = mapDays(everything.places);
  const shown = useMemo(
    () =>
      filter === ALL
        ? everything
        : {
            places: everything.places.filter((place) => place.date === filter),
            flights: everything.flights.filter((flight) => flight.date === filter),
          },
    [everything, filter],
  );

  const hrefOf = useCallback((place: MapPlace) => `/trips/${trip._id}?tab=${place.tab}`, [trip._id]);
  const linkText = useCallback(
    (place: MapPlace) => t('map.openIn', { tab: t(`map.tabs.${place.tab}`) }),
    [t],
  );
  const kindOf = (place: MapPlace) => {
    const kind = t(`map.kinds.${place.kind}`);
    if (place.day === null) return kind;
    return isDeparture(place.day)
      ? t('map.kindAtDeparture', { kind })
      : t('map.kindOnDay', { kind, day: place.day });
  };

  return (
    <SectionCard title={t('map.title')} description={t('map.description')}>
      <TextField
        select
        label={t('map.dayFilter')}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        size="small"
        sx={{ mb: 2, minWidth: 220 }}
      >
        <MenuItem value={ALL}>{t('map.allDays')}</MenuItem>
        {days.map(({ date, day }) => (
          <MenuItem key={date} value={date}>
            {isDeparture(day) ? t('map.departure') : t('map.day', { day })}
          </MenuItem>
        ))}
      </TextField>
      {tilesFailed && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('map.tilesFailed')}
        </Alert>
      )}
      {pending ? (
        <CenteredStatus text={t('common.loading')} />
      ) : (
        <Suspense fallback={<CenteredStatus text={t('common.loading')} />}>
          <LeafletMap
            places={shown.places}
            flights={shown.flights}
            tileUrl={config?.mapTileUrl || OSM_TILES}
            label={t('map.label', { title: trip.title })}
            hrefOf={hrefOf}
            linkText={linkText}
            onTilesFailed={() => setTilesFailed(true)}
          />
        </Suspense>
      )}
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mt: 3, mb: 1 }} id="trip-map-places">
        {t('map.listTitle')}
      </Typography>
      <Box component="ol" aria-labelledby="trip-map-places" sx={{ pl: 0, listStyle: 'none', m: 0 }}>
        {shown.places.map((place) => (
          <Box component="li" key={place.id} sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 0.5 }}>
            <Box
              aria-hidden
              sx={{
                width: 24,
                height: 24,
                borderRadius: '50%',
                bgcolor: dayColour(place.day),
                color: '#fff',
                fontSize: 12,
                fontWeight: 600,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                flex: 'none',
              }}
            >
              {markText(place.day)}
            </Box>
            <Link component={RouterLink} to={hrefOf(place)}>
              {place.name}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {kindOf(place)}
            </Typography>
          </Box>
        ))}
      </Box>
      {everything.places.length === 1 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('map.noPlaces')}
        </Typography>
      )}
    </SectionCard>
  );
}
