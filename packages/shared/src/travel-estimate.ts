/**
 * The straight-line travel estimate the server falls back to without a routing server (or when it
 * fails) and the web app computes itself offline: both use this, so they always agree.
 */

export const TRAVEL_MODES = ['walking', 'driving', 'transit'] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];

export interface Coordinates {
  lat: number;
  lon: number;
}

export interface TravelLeg {
  distanceMeters: number;
  durationSeconds: number;
  /** True when the figures come from this straight-line estimate rather than a routing server. */
  estimated: boolean;
}

/** The mean radius of the Earth (IUGG), in metres. */
const EARTH_RADIUS_M = 6_371_008.8;

/**
 * Average door-to-door speeds in a city, in km/h: a walker (~4.5), a car in urban traffic (~40),
 * buses and metro with their waits (~20).
 */
export const ESTIMATE_SPEED_KMH: Record<TravelMode, number> = { walking: 4.5, driving: 40, transit: 20 };

/** Streets do not go in straight lines: the path is this much longer than the crow flies. */
export const DETOUR_FACTOR = 1.3;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle (haversine) distance between two points, in metres. */
export function haversineMeters(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.lat - from.lat);
  const dLon = radians(to.lon - from.lon);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** One leg estimated: the straight line stretched by the detour factor, at the mode's average speed. */
export function estimateLeg(from: Coordinates, to: Coordinates, mode: TravelMode): TravelLeg {
  const distanceMeters = Math.round(haversineMeters(from, to) * DETOUR_FACTOR);
  const metresPerSecond = (ESTIMATE_SPEED_KMH[mode] * 1000) / 3600;
  return { distanceMeters, durationSeconds: Math.round(distanceMeters / metresPerSecond), estimated: true };
}

/** Every leg between consecutive stops, estimated (stops.length − 1 legs). */
export function estimateLegs(stops: readonly Coordinates[], mode: TravelMode): TravelLeg[] {
  return stops.slice(1).map((stop, index) => estimateLeg(stops[index]!, stop, mode));
}
