import { BADGE_CODES, BADGES, daysBetween, type BadgeCode } from '@trilha/shared';

export interface TravelRecord {
  startDate: string;
  endDate: string;
  destination: string;
  countryCode: string | null;
}

export interface Progress {
  trips: number;
  countries: number;
  days: number;
  longestTrip: number;
  destinationsInAMonth: number;
  points: number;
}

/** The most distinct destinations among trips starting within any 30 days. */
export function destinationsWithin30Days(trips: TravelRecord[]): number {
  const sorted = [...trips].sort((a, b) => a.startDate.localeCompare(b.startDate));
  let best = 0;
  for (const [index, first] of sorted.entries()) {
    const window = sorted.slice(index).filter((trip) => daysBetween(first.startDate, trip.startDate) < 30);
    best = Math.max(best, new Set(window.map((trip) => trip.destination.trim().toLowerCase())).size);
  }
  return best;
}

/**
 * Where someone stands for every badge, from their trips (owned and shared), points and today. Trips,
 * countries and destinations count every trip, planned ones too, so the countries beside the
 * destinations are those destinations' countries; days count travel that has begun.
 */
export function progressOf(trips: TravelRecord[], points: number, today: string): Progress {
  const started = trips.filter((trip) => trip.startDate <= today);
  return {
    trips: trips.length,
    countries: new Set(trips.flatMap((trip) => (trip.countryCode ? [trip.countryCode] : []))).size,
    days: started.reduce(
      (sum, trip) => sum + daysBetween(trip.startDate, trip.endDate < today ? trip.endDate : today) + 1,
      0,
    ),
    longestTrip: Math.max(0, ...trips.map((trip) => daysBetween(trip.startDate, trip.endDate) + 1)),
    destinationsInAMonth: destinationsWithin30Days(trips),
    points,
  };
}

const CURRENT: Record<BadgeCode, (progress: Progress) => number> = {
  'five-trips': (p) => p.trips,
  'ten-countries': (p) => p.countries,
  'long-trip': (p) => p.longestTrip,
  'three-destinations-month': (p) => p.destinationsInAMonth,
  'hundred-thousand-points': (p) => p.points,
};

export function badgeStanding(progress: Progress) {
  return BADGE_CODES.map((code) => ({
    code,
    current: Math.min(CURRENT[code](progress), BADGES[code].target),
    target: BADGES[code].target,
    reached: CURRENT[code](progress) >= BADGES[code].target,
  }));
}
