import type { Path } from 'react-hook-form';
import { addDays, type Booking, type TripDetail } from '@trilha/shared';
import { priceText } from '../../trips/components';

/** The form keeps every field as the inputs hold it; a blank price is null ("no price"). */
export interface BookingFormValues {
  accommodationName: string;
  checkIn: string;
  checkOut: string;
  address: string;
  /** Where it is on the trip map; null when no place was picked. */
  lat: number | null;
  lon: number | null;
  bookingLink: string;
  confirmationNumber: string;
  notes: string;
  price: string | null;
  /** Optional only because the contract lets the server default it; the form always sets one. */
  currency?: string;
  booked: boolean;
  /** Who goes: ids of the trip's people, or null for everyone. */
  participants: string[] | null;
}

/** Where the server's validation details may land. */
export const BOOKING_FORM_FIELDS = [
  'accommodationName',
  'checkIn',
  'checkOut',
  'address',
  'bookingLink',
  'confirmationNumber',
  'notes',
  'price',
  'currency',
  'booked',
  'participants',
] as const satisfies readonly Path<BookingFormValues>[];

/** A new stay covers the whole trip until the user says otherwise, in the trip's currency. */
export function newBookingValues(
  trip: Pick<TripDetail, 'startDate' | 'endDate' | 'currency'>,
): BookingFormValues {
  return {
    accommodationName: '',
    checkIn: trip.startDate,
    checkOut: trip.endDate > trip.startDate ? trip.endDate : addDays(trip.startDate, 1),
    address: '',
    lat: null,
    lon: null,
    bookingLink: '',
    confirmationNumber: '',
    notes: '',
    price: null,
    currency: trip.currency,
    booked: false,
    participants: null,
  };
}

export function bookingValues(booking: Booking): BookingFormValues {
  return {
    accommodationName: booking.accommodationName,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    address: booking.address,
    lat: booking.lat ?? null,
    lon: booking.lon ?? null,
    bookingLink: booking.bookingLink,
    confirmationNumber: booking.confirmationNumber,
    notes: booking.notes,
    price: priceText(booking.price, booking.currency),
    currency: booking.currency,
    booked: booking.booked,
    participants: booking.participants ?? null,
  };
}
