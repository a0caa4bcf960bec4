import type { Booking } from '@trilha/shared';
import { tripItemList } from '../../trips';

const stays = tripItemList<Booking>('bookings');

export const bookingKeys = { list: stays.key };

export const bookingQueries = { list: stays.query };

/** A stay shows in the lodging list, on its check-in and check-out days and in the calendar. */
export const invalidateBookings = stays.invalidate;
