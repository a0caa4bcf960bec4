import { useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import L from 'leaflet';
import { useZoomTitles } from '../../../lib/use-zoom-titles';
import 'leaflet/dist/leaflet.css';

export interface DayMapStop {
  id: string;
  number: number;
  name: string;
  lat: number;
  lon: number;
}

export interface DayMapProps {
  /** Only stops with coordinates, in the day's list order. */
  stops: DayMapStop[];
  home: { name: string; lat: number; lon: number } | null;
  tileUrl: string;
  label: string;
  homeLabel: string;
  onTilesFailed: () => void;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const PATH_COLOUR = '#1565c0';
const HOME_COLOUR = '#2e7d32';

function roundIcon(text: string, background: string) {
  return L.divIcon({
    className: 'trilha-day-marker',
    html: `<span style="display:flex;align-items:center;justify-content:center;width:28px;height:28px;border-radius:50%;background:${background};color:#fff;font:700 13px/1 sans-serif;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.45)">${text}</span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
    popupAnchor: [0, -14],
  });
}

/** One day on a Leaflet map: its stops numbered as in the list, the path between them, and home. */
export function DayMap({ stops, home, tileUrl, label, homeLabel, onTilesFailed }: DayMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const nameZoom = useZoomTitles(map);
  const layer = useRef<L.LayerGroup | null>(null);
  const failed = useRef(onTilesFailed);
  failed.current = onTilesFailed;

  useEffect(() => {
    const created = L.map(container.current!, { scrollWheelZoom: false, keyboard: true });
    let errors = 0;
    L.tileLayer(tileUrl, {
      maxZoom: 19,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    })
      .on('tileerror', () => {
        errors += 1;
        if (errors === 4) failed.current();
      })
      .addTo(created);
    map.current = created;
    nameZoom(created);
    layer.current = L.layerGroup().addTo(created);
    return () => {
      created.remove();
      map.current = null;
    };
  }, [tileUrl, nameZoom]);

  useEffect(() => {
    const group = layer.current;
    const current = map.current;
    if (!group || !current) return;
    group.clearLayers();
    const path = stops.map((stop) => [stop.lat, stop.lon] as [number, number]);
    if (path.length > 1) L.polyline(path, { color: PATH_COLOUR, weight: 3, opacity: 0.8 }).addTo(group);
    const add = (marker: L.Marker, name: string) => {
      // The number inside would otherwise be the marker's whole name for a screen reader.
      marker.on('add', () => marker.getElement()?.setAttribute('aria-label', name));
      marker.addTo(group);
    };
    if (home) {
      const name = `${homeLabel}: ${home.name}`;
      add(
        L.marker([home.lat, home.lon], {
          icon: roundIcon('⌂', HOME_COLOUR),
          title: name,
          alt: name,
        }).bindPopup(`<strong>${escape(name)}</strong>`),
        name,
      );
    }
    for (const stop of stops) {
      const name = `${stop.number}. ${stop.name}`;
      add(
        L.marker([stop.lat, stop.lon], {
          icon: roundIcon(String(stop.number), PATH_COLOUR),
          title: name,
          alt: name,
          keyboard: true,
        }).bindPopup(`<strong>${escape(name)}</strong>`),
        name,
      );
    }
    const points = home ? [...path, [home.lat, home.lon] as [number, number]] : path;
    if (points.length === 1) current.setView(points[0]!, 14);
    else if (points.length > 1) current.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 15 });
  }, [stops, home, homeLabel]);

  return (
    <Box
      ref={container}
      role="region"
      aria-label={label}
      data-testid="day-map"
      sx={{
        height: '100%',
        minHeight: 320,
        borderRadius: 2,
        overflow: 'hidden',
        zIndex: 0,
        position: 'relative',
      }}
    />
  );
}
