import type { z } from 'zod';
import type { Path } from 'react-hook-form';
import { currencyDigits, type TripDetail, type TripInput, type tripInputSchema } from '@trilha/shared';

/**
 * The form keeps the picked place's country for display; the shared schema strips it, so it is
 * never sent.
 */
export type TripFormValues = Omit<TripInput, 'destination'> & {
  destination: TripInput['destination'] & { country?: string };
};
export type TripSubmitValues = z.output<typeof tripInputSchema>;

/** Where the server's validation details may land (API.md: 'destination.name' for the destination). */
export const TRIP_FORM_FIELDS = [
  'title',
  'destination.name',
  'startDate',
  'endDate',
  'budget',
  'interests',
  'currency',
  'budgetAmount',
  'notes',
] as const satisfies readonly Path<TripFormValues>[];

export function emptyTripValues(currency: TripInput['currency']): TripFormValues {
  return {
    title: '',
    destination: { name: '' },
    startDate: '',
    endDate: '',
    budget: 'mid-range',
    interests: [],
    currency,
    budgetAmount: null,
    notes: '',
  };
}

export function tripFormValues(trip: TripDetail): TripFormValues {
  const { name, country, countryCode, lat, lon } = trip.destination;
  // A destination typed by hand has no country code nor coordinates (null): they are sent only when known.
  const picked = {
    ...(countryCode ? { country, countryCode } : {}),
    ...(lat !== null && lon !== null ? { lat, lon } : {}),
  };
  return {
    title: trip.title,
    destination: { name, ...picked },
    startDate: trip.startDate,
    endDate: trip.endDate,
    budget: trip.budget,
    interests: trip.interests,
    currency: trip.currency as TripInput['currency'],
    // 1500.5 shows as "1500.50"; a trip from before budget amounts has none.
    budgetAmount:
      trip.budgetAmount == null
        ? null
        : Number(trip.budgetAmount).toFixed(Math.min(currencyDigits(trip.currency), 2)),
    notes: trip.notes,
  };
}
