export const BUDGETS = ['low-cost', 'mid-range', 'luxury'] as const;
export type Budget = (typeof BUDGETS)[number];

export const TRIP_ROLES = ['viewer', 'admin', 'owner'] as const;
export type TripRole = (typeof TRIP_ROLES)[number];
/** The roles a share can grant; `owner` belongs to the creator alone. */
export const SHARE_ROLES = ['viewer', 'admin'] as const;
export type ShareRole = (typeof SHARE_ROLES)[number];

export const TIME_STATES = ['upcoming', 'starting-soon', 'in-progress', 'completed'] as const;
export type TimeState = (typeof TIME_STATES)[number];
/** A trip is "starting soon" when it starts within this many days. */
export const STARTING_SOON_DAYS = 7;

/** Suggested interests; a trip may also carry free-text ones. */
export const INTERESTS = [
  'culture',
  'food',
  'nature',
  'beach',
  'adventure',
  'nightlife',
  'shopping',
  'history',
  'art',
  'sports',
  'wellness',
  'family',
  'photography',
  'music',
] as const;

export const TRIP_TITLE_MAX = 120;
export const TRIP_NOTES_MAX = 5000;
export const MAX_INTERESTS = 20;
export const INTEREST_MAX = 40;
export const TRIP_MAX_DAYS = 366;
export const PLACE_QUERY_MIN = 2;
