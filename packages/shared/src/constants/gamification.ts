export const POINTS_PER_LEVEL = 500;

/** Levels start at 1 and go up every 500 points (SPEC.md 9). */
export function levelForPoints(points: number): number {
  return Math.floor(Math.max(0, points) / POINTS_PER_LEVEL) + 1;
}

export function pointsInLevel(points: number): number {
  return Math.max(0, points) % POINTS_PER_LEVEL;
}
