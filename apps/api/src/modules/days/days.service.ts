import { and, eq, or } from 'drizzle-orm';
import { addDays, dayEntries, type TripDay } from '@trilha/shared';
import type { Database } from '../../db/client';
import { bookings, tours } from '../../db/schema';
import type { Actor } from '../../plugins/auth';
import { presentBooking } from '../bookings/bookings';
import { presentFlight } from '../flights/flights.presenter';
import { flightsRepository } from '../flights/flights.repository';
import { presentItem } from '../itinerary/itinerary-days';
import { itineraryRepository } from '../itinerary/itinerary.repository';
import { presentTour } from '../tours/tours';
import type { TripsService } from '../trips/trips.service';
import type { ExpensesService } from '../expenses/expenses.service';

/** One day of a trip: its places, flights, check-ins and check-outs and tours, in time order. */
export function createDaysService({
  db,
  trips,
  expenses,
}: {
  db: Database;
  trips: TripsService;
  expenses: Pick<ExpensesService, 'onDate'>;
}) {
  return {
    async day(actor: Actor, tripId: string, date: string): Promise<TripDay> {
      const { trip } = await trips.load(actor, tripId, 'read');
      const [itinerary, flightRows, bookingRows, tourRows, spent] = await Promise.all([
        itineraryRepository.onDate(db, trip.id, date),
        // A trip has a handful of flights; which local date each falls on depends on its airports' zones.
        flightsRepository.forTrip(db, trip.id),
        db
          .select()
          .from(bookings)
          .where(
            and(eq(bookings.tripId, trip.id), or(eq(bookings.checkIn, date), eq(bookings.checkOut, date))),
          ),
        db
          .select()
          .from(tours)
          .where(and(eq(tours.tripId, trip.id), eq(tours.date, date))),
        expenses.onDate(trip.id, date),
      ]);
      const outsideTrip = date < trip.startDate || date > trip.endDate;
      return {
        tripId: trip.id,
        date,
        previousDate: !outsideTrip && date > trip.startDate ? addDays(date, -1) : null,
        nextDate: !outsideTrip && date < trip.endDate ? addDays(date, 1) : null,
        outsideTrip,
        entries: dayEntries(date, {
          itinerary: itinerary.map(presentItem),
          flights: flightRows.map(presentFlight),
          bookings: bookingRows.map(presentBooking),
          tours: tourRows.map(presentTour),
        }),
        expenses: spent,
      };
    },
  };
}

export type DaysService = ReturnType<typeof createDaysService>;
