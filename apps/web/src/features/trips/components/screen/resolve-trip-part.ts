import type { TripPart, TripSection } from './trip-screen-types';

export interface ActivePart {
  section: TripSection;
  part: TripPart;
}

const matches = (part: TripPart, key: string) => part.key === key || (part.aliases ?? []).includes(key);

/**
 * The section and part a URL opens: `?tab=<part>` (the old tab keys, so every link still lands),
 * else `?section=<section>` (its first part), else the first section's first part.
 */
export function resolveTripPart(sections: readonly TripSection[], params: URLSearchParams): ActivePart {
  const tab = params.get('tab');
  if (tab) {
    for (const section of sections) {
      const part = section.parts.find((candidate) => matches(candidate, tab));
      if (part) return { section, part };
    }
  }
  const section = sections.find((candidate) => candidate.key === params.get('section')) ?? sections[0]!;
  return { section, part: section.parts[0]! };
}
