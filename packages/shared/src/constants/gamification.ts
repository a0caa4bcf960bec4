export const POINTS_PER_LEVEL = 500;

/** Levels start at 1 and go up every 500 points (SPEC.md 9). */
export function levelForPoints(points: number): number {
  return Math.floor(Math.max(0, points) / POINTS_PER_LEVEL) + 1;
}

export function pointsInLevel(points: number): number {
  return Math.max(0, points) % POINTS_PER_LEVEL;
}

/** Points for each rewarded action, earned once per event (issue 8). */
export const POINTS = {
  'plan-trip': 50,
  'add-flight': 20,
  'add-booking': 20,
  'add-tour': 10,
  'add-expense': 5,
  'complete-checklist': 30,
  'share-trip': 15,
  'finish-trip': 100,
  'send-feedback': 10,
} as const;
export type RewardedAction = keyof typeof POINTS;

/** The badges of SPEC.md 9 and what earns each. */
export const BADGES = {
  'five-trips': { target: 5 },
  'ten-countries': { target: 10 },
  'long-trip': { target: 31 },
  'three-destinations-month': { target: 3 },
  'hundred-thousand-points': { target: 100_000 },
} as const;
export type BadgeCode = keyof typeof BADGES;
export const BADGE_CODES = Object.keys(BADGES) as BadgeCode[];
