import type { Coordinates, Language } from '@trilha/shared';
import type { RealPlace } from '../engine';
import type { Focus } from './offline-planner';

/**
 * What to ask a geocoder for, per theme and language, to fill the offline planner's suggestions with
 * real places near the destination ("museu" near Lisbon finds its museums).
 */
const SEARCH_TERMS: Record<Language, Record<Focus, string>> = {
  pt: {
    culture: 'museu',
    nature: 'parque',
    beach: 'praia',
    shopping: 'mercado',
    relax: 'jardim',
    food: 'restaurante',
    nightlife: 'bar',
    general: 'praça',
  },
  es: {
    culture: 'museo',
    nature: 'parque',
    beach: 'playa',
    shopping: 'mercado',
    relax: 'jardín',
    food: 'restaurante',
    nightlife: 'bar',
    general: 'plaza',
  },
  en: {
    culture: 'museum',
    nature: 'park',
    beach: 'beach',
    shopping: 'market',
    relax: 'garden',
    food: 'restaurant',
    nightlife: 'bar',
    general: 'square',
  },
};

/** How far from the destination a found place may be to count as being there (a day trip at most). */
const NEAR_ENOUGH_M = 30_000;
const PER_THEME = 5;

type Find = (
  q: string,
  near: Coordinates,
  language: Language,
  limit: number,
) => Promise<{ name: string; address: string | null; lat: number; lon: number; kind: string }[] | undefined>;

/**
 * Real places for each theme, from the geocoder through the places search's finder; none for a theme
 * the geocoder could not answer (the planner then names its generic suggestions).
 */
export async function realPlacesFor(
  themes: readonly Focus[],
  near: Coordinates,
  language: Language,
  find: Find,
  distance: (a: Coordinates, b: Coordinates) => number,
): Promise<Partial<Record<Focus, RealPlace[]>>> {
  const entries = await Promise.all(
    themes.map(async (theme) => {
      const found = (await find(SEARCH_TERMS[language][theme], near, language, PER_THEME)) ?? [];
      const places = found
        .filter((place) => place.kind === 'place' && distance(near, place) <= NEAR_ENOUGH_M)
        .map((place) => ({ name: place.name, address: place.address, lat: place.lat, lon: place.lon }));
      return [theme, places] as const;
    }),
  );
  return Object.fromEntries(entries.filter(([, places]) => places.length > 0));
}
