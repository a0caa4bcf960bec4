import { useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import L from 'leaflet';
import { useZoomTitles } from '../../../lib/use-zoom-titles';
import 'leaflet/dist/leaflet.css';
import { dayColour, flightArc, markText, type MapFlight, type MapPlace } from '../map-places';

export interface LeafletMapProps {
  places: MapPlace[];
  flights: MapFlight[];
  tileUrl: string;
  label: string;
  /** The popup's link to the item, e.g. "Open in Tours". */
  linkText: (place: MapPlace) => string;
  hrefOf: (place: MapPlace) => string;
  onTilesFailed: () => void;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A round marker in its day's colour with the day's number (a star at the destination, a plane at the departure). */
function markerIcon(place: MapPlace) {
  const text = markText(place.day);
  return L.divIcon({
    className: 'trilha-map-marker',
    html: `<span style="display:flex;align-items:center;justify-content:center;width:28px;height:28px;border-radius:50%;background:${dayColour(place.day)};color:#fff;font:600 13px/1 sans-serif;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.45)">${text}</span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
    popupAnchor: [0, -14],
  });
}

/**
 * The trip on a Leaflet map: markers are focusable (Tab, then Enter opens the popup), the view fits
 * every place shown, and the tiles come from MAP_TILE_URL with their attribution.
 */
export function LeafletMap({
  places,
  flights,
  tileUrl,
  label,
  linkText,
  hrefOf,
  onTilesFailed,
}: LeafletMapProps) {
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
    for (const flight of flights) {
      L.polyline(flightArc(flight.from, flight.to), { color: '#455a64', weight: 2, dashArray: '6 6' })
        .bindTooltip(escape(flight.label))
        .addTo(group);
    }
    for (const place of places) {
      const marker = L.marker([place.lat, place.lon], {
        icon: markerIcon(place),
        title: place.name,
        alt: place.name,
        keyboard: true,
      }).bindPopup(
        `<strong>${escape(place.name)}</strong><br><a href="${escape(hrefOf(place))}">${escape(linkText(place))}</a>`,
      );
      // The number inside would otherwise be the button's whole name for a screen reader; the element
      // exists only once the map has a view.
      marker.on('add', () => marker.getElement()?.setAttribute('aria-label', place.name));
      marker.addTo(group);
    }
    const points = [
      ...places.map((p) => [p.lat, p.lon] as [number, number]),
      ...flights.flatMap((f) => [f.from, f.to]),
    ];
    if (points.length === 1) current.setView(points[0]!, 12);
    else if (points.length > 1) current.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 14 });
  }, [places, flights, hrefOf, linkText]);

  return (
    <Box
      ref={container}
      role="region"
      aria-label={label}
      data-testid="trip-map"
      sx={{
        height: { xs: 360, md: 480 },
        borderRadius: 2,
        overflow: 'hidden',
        zIndex: 0,
        position: 'relative',
      }}
    />
  );
}
