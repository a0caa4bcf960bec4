import { addDays, dayEntries, type TripDay } from '@trilha/shared';
import { bookings, flights, itineraryItems, tours } from '../../db/schema';
import { decodeShownRows } from '../../db/json-rows';
import { bookingsRepository } from '../bookings/bookings.repository';
import { toursRepository } from '../tours/tours.repository';
import type { Actor } from '../../plugins/auth';
import type { PageAnswer } from '../../lib/page-cache';
import { presentBooking } from '../bookings/bookings';
import { presentFlight } from '../flights/flights.presenter';
import { flightsRepository } from '../flights/flights.repository';
import { presentItem } from '../itinerary/itinerary-days';
import { itineraryRepository } from '../itinerary/itinerary.repository';
import { presentTour } from '../tours/tours';
import type { TripsService } from '../trips/trips.service';
import type { TripRow } from '../trips/trips.repository';
import { partParameter } from '../trips/trip-parts.repository';
import type { ExpensesService } from '../expenses/expenses.service';

/** One day of a trip: its places, flights, check-ins and check-outs and tours, in time order. */
export function createDaysService({
  trips,
  expenses,
}: {
  trips: TripsService;
  expenses: Pick<ExpensesService, 'onDatePart'>;
}) {
  /**
   * Everything on a date, read in one statement by the modules' own queries and presented by each. The
   * statement is built once, with the date as its parameter, and prepared (`trip_day`): building it anew
   * for every request cost more server CPU than running it.
   */
  const onDate = partParameter<string>('date');
  const dayParts = {
    itinerary: {
      select: (trip: TripRow) => itineraryRepository.onDateJson(trip.id, onDate),
      present: (value: unknown) => decodeShownRows(itineraryItems, value).map(presentItem),
    },
    // A trip has a handful of flights; which local date each falls on depends on its airports' zones.
    flights: {
      select: (trip: TripRow) => flightsRepository.forTripJson(trip.id),
      present: (value: unknown) => decodeShownRows(flights, value).map(presentFlight),
    },
    bookings: {
      select: (trip: TripRow) => bookingsRepository.onDateJson(trip.id, onDate),
      present: (value: unknown) => decodeShownRows(bookings, value).map(presentBooking),
    },
    tours: {
      select: (trip: TripRow) => toursRepository.onDateJson(trip.id, onDate),
      present: (value: unknown) => decodeShownRows(tours, value).map(presentTour),
    },
    spent: expenses.onDatePart(onDate),
  };

  return {
    /** The day's page (lib/page-cache.ts); `held`: the caller's If-None-Match. */
    day: (actor: Actor, tripId: string, date: string, held?: string): Promise<PageAnswer> =>
      trips.page(
        actor,
        tripId,
        {
          statement: 'trip_day',
          parts: dayParts,
          parameters: { date },
          scope: `day:${tripId}:${date}`,
          variant: () => '',
          render: (trip, _role, parts): TripDay => {
            const outsideTrip = date < trip.startDate || date > trip.endDate;
            return {
              tripId: trip.id,
              date,
              previousDate: !outsideTrip && date > trip.startDate ? addDays(date, -1) : null,
              nextDate: !outsideTrip && date < trip.endDate ? addDays(date, 1) : null,
              outsideTrip,
              entries: dayEntries(date, {
                itinerary: parts.itinerary,
                flights: parts.flights,
                bookings: parts.bookings,
                tours: parts.tours,
              }),
              expenses: parts.spent,
            };
          },
        },
        held,
      ),
  };
}

export type DaysService = ReturnType<typeof createDaysService>;
