import type { Path, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { tourInputSchema, type Tour, type TripDetail } from '@trilha/shared';
import { withNormalizedPrice } from '../../../components/money-field';
import { priceText } from '../../trips/components';
import type { TourBody } from '../api/create-tour';

/** The form keeps every field as the inputs hold it; a blank time or price is null. */
export interface TourFormValues {
  name: string;
  date: string;
  time: string | null;
  location: string;
  /** Where it is on the trip map; null when no place was picked. */
  lat: number | null;
  lon: number | null;
  price: string | null;
  /** Optional only because the contract lets the server default it; the form always sets one. */
  currency?: string;
  bookingLink: string;
  notes: string;
  booked: boolean;
  /** Who goes: ids of the trip's people, or null for everyone. */
  participants: string[] | null;
}

/** Where the server's validation details may land ('This date is outside the trip.' on `date`). */
export const TOUR_FORM_FIELDS = [
  'name',
  'date',
  'time',
  'location',
  'price',
  'currency',
  'bookingLink',
  'notes',
  'booked',
  'participants',
] as const satisfies readonly Path<TourFormValues>[];

export const tourResolver: Resolver<TourFormValues, unknown, TourBody> = withNormalizedPrice(
  zodResolver(tourInputSchema) as Resolver<TourFormValues, unknown, TourBody>,
);

/** A new tour starts on the trip's first day, in the trip's currency. */
export function newTourValues(trip: Pick<TripDetail, 'startDate' | 'currency'>): TourFormValues {
  return {
    name: '',
    date: trip.startDate,
    time: null,
    location: '',
    lat: null,
    lon: null,
    price: null,
    currency: trip.currency,
    bookingLink: '',
    notes: '',
    booked: false,
    participants: null,
  };
}

export function tourValues(tour: Tour): TourFormValues {
  return {
    name: tour.name,
    date: tour.date,
    time: tour.time,
    location: tour.location,
    lat: tour.lat ?? null,
    lon: tour.lon ?? null,
    price: priceText(tour.price, tour.currency),
    currency: tour.currency,
    bookingLink: tour.bookingLink,
    notes: tour.notes,
    booked: tour.booked,
    participants: tour.participants ?? null,
  };
}
