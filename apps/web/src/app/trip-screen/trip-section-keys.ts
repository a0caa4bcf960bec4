/**
 * Which part of the trip screen sits in which section, by key only (no components), so the journeys'
 * helper (e2e/support.ts `openTripPart`) reads the same map the screen is built from.
 * The part keys are the old `?tab=` keys: links, notifications and e-mails that carry them still land.
 */
export const TRIP_SECTION_PARTS = {
  plan: ['overview', 'itinerary', 'timeline', 'map'],
  bookings: ['flights', 'bookings', 'tours'],
  money: ['finances'],
  lists: ['checklist', 'tips'],
  more: ['users', 'contacts', 'details', 'photos'],
} as const;

export type TripSectionKey = keyof typeof TRIP_SECTION_PARTS;
export type TripPartKey = (typeof TRIP_SECTION_PARTS)[TripSectionKey][number];

/** The section a part belongs to. */
export function sectionOfPart(part: TripPartKey): TripSectionKey {
  const sections = Object.keys(TRIP_SECTION_PARTS) as TripSectionKey[];
  return sections.find((section) => (TRIP_SECTION_PARTS[section] as readonly string[]).includes(part))!;
}
