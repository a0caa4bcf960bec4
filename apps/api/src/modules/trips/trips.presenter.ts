import type { Language, TripDetail, TripRole, TripSummary } from '@trilha/shared';
import { countryName } from '../places/places.index';
import { permissionsFor } from './trips.policy';
import { presentPrice } from '../../lib/money';
import type { Person, TripSummaryRow } from './trips.repository';
import { timeStateOf, todaysAt } from './time-state';

/** Row to contract: the destination in the caller's language, and what the caller may do. */
export function presentTrip(
  trip: TripSummaryRow,
  role: TripRole,
  language: Language,
  /** Today at a longitude: a list passes one `todaysAt` for all its trips. */
  todayAtDestination = todaysAt(),
): TripSummary {
  return {
    _id: trip.id,
    title: trip.title,
    destination: {
      name: trip.destinationName,
      country: countryName(trip.destinationCountryCode, language),
      countryCode: trip.destinationCountryCode ?? '',
      lat: trip.destinationLat,
      lon: trip.destinationLon,
    },
    startDate: trip.startDate,
    endDate: trip.endDate,
    budget: trip.budget,
    interests: trip.interests,
    currency: trip.currency,
    budgetAmount: presentPrice(trip.budgetMinor, trip.currency),
    notes: trip.notes,
    ownerId: trip.ownerId,
    myRole: role,
    timeState: timeStateOf(trip.startDate, trip.endDate, todayAtDestination(trip.destinationLon)),
    permissions: permissionsFor(role),
    createdAt: trip.createdAt.toISOString(),
    updatedAt: trip.updatedAt.toISOString(),
  };
}

/** Everything inside a trip, gathered by the modules that own each part. */
export type TripContents = Omit<TripDetail, keyof TripSummary | 'sharedUsers'>;

export const presentTripDetail = (
  trip: TripSummaryRow,
  role: TripRole,
  people: Person[],
  language: Language,
  contents: TripContents,
): TripDetail => ({ ...presentTrip(trip, role, language), sharedUsers: people, ...contents });
