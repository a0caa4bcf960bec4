import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import L from 'leaflet';
import { useZoomTitles } from '../lib/use-zoom-titles';
import 'leaflet/dist/leaflet.css';
import { usePublicConfig } from '../lib/config';
import type { Coordinates } from './map-place-field';

const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const WORLD: [number, number] = [20, 0];
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * A small map to set a place's coordinates by clicking it (or, by keyboard, moving the map with the
 * arrow keys and marking its centre with Enter or the button), or to clear them. Leaflet comes with
 * this module, which the place field loads only when the dialog opens.
 */
export function MapPointDialog({
  value,
  near,
  onClose,
  onPick,
}: {
  value: Coordinates;
  /** Where the map starts when the place has no point yet, e.g. the trip's destination. */
  near?: Coordinates;
  onClose: () => void;
  onPick: (value: Coordinates) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const tileUrl = usePublicConfig()?.mapTileUrl || OSM_TILES;
  const [point, setPoint] = useState<Coordinates>(value);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const map = useRef<L.Map | null>(null);
  const nameZoom = useZoomTitles(map);
  const marker = useRef<L.CircleMarker | null>(null);
  const start = useRef({ value, near });

  useEffect(() => {
    if (!container) return;
    const { value: first, near: around } = start.current;
    const created = L.map(container, { keyboard: true, scrollWheelZoom: true });
    L.tileLayer(tileUrl, {
      maxZoom: 19,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    }).addTo(created);
    if (first.lat !== null && first.lon !== null) created.setView([first.lat, first.lon], 14);
    else if (around?.lat != null && around.lon != null && (around.lat !== 0 || around.lon !== 0))
      created.setView([around.lat, around.lon], 11);
    else created.setView(WORLD, 2);
    const mark = (at: L.LatLng) => setPoint({ lat: round(at.lat), lon: round(at.lng) });
    created.on('click', (event: L.LeafletMouseEvent) => mark(event.latlng));
    container.setAttribute('aria-describedby', hintId);
    map.current = created;
    nameZoom(created);
    // The dialog grows into place: measure again once it has its size.
    const resize = window.setTimeout(() => created.invalidateSize(), 250);
    return () => {
      window.clearTimeout(resize);
      created.remove();
      map.current = null;
      marker.current = null;
    };
  }, [container, tileUrl, hintId, nameZoom]);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    marker.current?.remove();
    marker.current = null;
    if (point.lat === null || point.lon === null) return;
    marker.current = L.circleMarker([point.lat, point.lon], {
      radius: 9,
      color: '#fff',
      weight: 2,
      fillColor: '#c62828',
      fillOpacity: 1,
    }).addTo(current);
  }, [point, container]);

  const located = point.lat !== null && point.lon !== null;
  const markCentre = () => {
    const centre = map.current?.getCenter();
    if (centre) setPoint({ lat: round(centre.lat), lon: round(centre.lng) });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('map.pointDialog.title')}</DialogTitle>
      <DialogContent>
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('map.pointDialog.hint')}
        </Typography>
        <Box sx={{ position: 'relative' }}>
          <Box
            ref={setContainer}
            role="application"
            aria-label={t('map.pointDialog.mapLabel')}
            data-testid="map-point-picker"
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
              event.preventDefault();
              markCentre();
            }}
            sx={{ height: { xs: 300, md: 420 }, borderRadius: 1, overflow: 'hidden', zIndex: 0 }}
          />
          {/* The map's centre, which "Mark the centre" and Enter use. */}
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              top: '50%',
              left: '50%',
              width: 20,
              height: 20,
              transform: 'translate(-50%, -50%)',
              pointerEvents: 'none',
              zIndex: 500,
              '&::before, &::after': { content: '""', position: 'absolute', bgcolor: 'text.primary' },
              '&::before': { left: 9, top: 0, width: 2, height: 20 },
              '&::after': { top: 9, left: 0, height: 2, width: 20 },
            }}
          />
        </Box>
        <Typography role="status" variant="body2" sx={{ mt: 1.5 }}>
          {located
            ? t('map.pointDialog.point', { lat: point.lat!.toFixed(5), lon: point.lon!.toFixed(5) })
            : t('map.pointDialog.noPoint')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={markCentre}>{t('map.pointDialog.markCentre')}</Button>
        <Button onClick={() => setPoint({ lat: null, lon: null })} disabled={!located}>
          {t('map.pointDialog.clear')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            onPick(point);
            onClose();
          }}
        >
          {t('map.pointDialog.use')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
