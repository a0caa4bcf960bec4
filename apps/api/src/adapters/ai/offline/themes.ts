/** Interest themes the planner knows, each with the words (any language) that select it. */
export const THEMES = {
  culture: [
    'museum',
    'museu',
    'museo',
    'art',
    'arte',
    'culture',
    'cultura',
    'history',
    'história',
    'historia',
  ],
  food: ['food', 'comida', 'gastronomy', 'gastronomia', 'gastronomía', 'wine', 'vinho', 'vino', 'cuisine'],
  nature: [
    'nature',
    'natureza',
    'naturaleza',
    'hiking',
    'trilha',
    'senderismo',
    'park',
    'parque',
    'mountain',
  ],
  beach: ['beach', 'praia', 'playa', 'sea', 'mar', 'surf'],
  nightlife: ['nightlife', 'night', 'noite', 'noche', 'bar', 'music', 'música', 'party', 'festa', 'fiesta'],
  shopping: ['shopping', 'compras', 'market', 'mercado', 'fashion', 'moda'],
  relax: ['relax', 'rest', 'descanso', 'spa', 'slow', 'calm', 'tranquilo', 'devagar'],
} as const;
export type Theme = keyof typeof THEMES;
