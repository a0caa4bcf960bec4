import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import { useTranslation } from 'react-i18next';

interface ZoomTitles {
  zoomIn: string;
  zoomOut: string;
}

/** Leaflet writes its zoom buttons' names in English ("Zoom in", "Zoom out"): these are the app's. */
function nameZoomButtons(map: LeafletMap, titles: ZoomTitles): void {
  const control = map.zoomControl?.getContainer();
  const buttons = [
    ['.leaflet-control-zoom-in', titles.zoomIn],
    ['.leaflet-control-zoom-out', titles.zoomOut],
  ] as const;
  for (const [selector, title] of buttons) {
    const button = control?.querySelector(selector);
    button?.setAttribute('title', title);
    button?.setAttribute('aria-label', title);
  }
}

/**
 * A Leaflet map's zoom buttons in the interface language. The map is made in an effect: call the
 * function returned on it once made; a change of language names them again.
 */
export function useZoomTitles(map: RefObject<LeafletMap | null>): (created: LeafletMap) => void {
  const { t } = useTranslation();
  const zoomIn = t('map.zoomIn');
  const zoomOut = t('map.zoomOut');
  const titles = useRef<ZoomTitles>({ zoomIn, zoomOut });
  useEffect(() => {
    titles.current = { zoomIn, zoomOut };
    if (map.current) nameZoomButtons(map.current, titles.current);
  }, [map, zoomIn, zoomOut]);
  return useCallback((created: LeafletMap) => nameZoomButtons(created, titles.current), []);
}
