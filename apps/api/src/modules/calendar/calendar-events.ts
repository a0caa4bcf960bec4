import { localDateOf, type CalendarEvent } from '@trilha/shared';
import { instantInZone } from '../../lib/zoned-time';
import { untimedStarts } from './calendar-day-order';
import type { BookingRow } from '../bookings/bookings';
import type { FlightRow } from '../flights/flights.repository';
import type { ItineraryRow } from '../itinerary/itinerary.repository';
import type { TourRow } from '../tours/tours';
import type { TripRow } from '../trips/trips.repository';

/**
 * A calendar event plus what only the .ics feed uses: the id of the trip or item it shows (its UID, so
 * a renamed or moved item stays one event) and, for flights, the exact instants (written in UTC).
 */
export interface TimedEvent extends CalendarEvent {
  itemId: string;
  instants?: { start: Date; end: Date };
}

/** `HH:mm` plus one hour, kept within the day. */
function hourLater(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return `${String(Math.min(hours + 1, 23)).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** `YYYY-MM-DDTHH:mm` plus some minutes, as wall-clock arithmetic. */
function localPlus(local: string, minutes: number): string {
  return new Date(Date.parse(`${local}:00Z`) + minutes * 60_000).toISOString().slice(0, 16);
}

export interface CalendarRows {
  trips: TripRow[];
  itinerary: ItineraryRow[];
  flights: FlightRow[];
  bookings: BookingRow[];
  tours: TourRow[];
}

/** Everything dated in `from`..`to` as calendar events, each with its trip's title. */
export function toEvents(rows: CalendarRows, from: string, to: string): TimedEvent[] {
  const titles = new Map(rows.trips.map((trip) => [trip.id, trip.title]));
  const tripTitle = (tripId: string) => titles.get(tripId) ?? '';
  const events: TimedEvent[] = rows.trips.map((trip) => ({
    type: 'trip',
    itemId: trip.id,
    tripId: trip.id,
    title: trip.title,
    tripTitle: trip.title,
    start: trip.startDate,
    end: trip.endDate,
    allDay: true,
    date: null,
  }));
  // An item with only a part of the day is shown in that part, an hour long, in the day's shared order.
  const untimed = untimedStarts(rows);
  for (const item of rows.itinerary) {
    const time = item.time ?? untimed.get(item.id)!;
    events.push({
      type: 'itinerary',
      itemId: item.id,
      tripId: item.tripId,
      title: item.placeName,
      tripTitle: tripTitle(item.tripId),
      start: `${item.date}T${time}`,
      end: `${item.date}T${hourLater(time)}`,
      allDay: false,
      date: item.date,
    });
  }
  for (const flight of rows.flights) {
    const start = instantInZone(flight.departureAt, flight.departureZone).slice(0, 16);
    const date = localDateOf(start);
    if (date < from || date > to) continue;
    const minutes = (flight.arrivalAt.getTime() - flight.departureAt.getTime()) / 60_000;
    events.push({
      type: 'flight',
      itemId: flight.id,
      tripId: flight.tripId,
      title: `${flight.flightNumber} ${flight.departureAirport} → ${flight.arrivalAirport}`,
      tripTitle: tripTitle(flight.tripId),
      start,
      // Measured on the departure's clock, so the end never comes before the start.
      end: localPlus(start, minutes),
      allDay: false,
      date,
      instants: { start: flight.departureAt, end: flight.arrivalAt },
    });
  }
  for (const booking of rows.bookings) {
    events.push({
      type: 'booking',
      itemId: booking.id,
      tripId: booking.tripId,
      title: booking.accommodationName,
      tripTitle: tripTitle(booking.tripId),
      start: booking.checkIn,
      end: booking.checkOut,
      allDay: true,
      date: booking.checkIn,
    });
  }
  for (const tour of rows.tours) {
    events.push({
      type: 'tour',
      itemId: tour.id,
      tripId: tour.tripId,
      title: tour.name,
      tripTitle: tripTitle(tour.tripId),
      start: tour.time ? `${tour.date}T${tour.time}` : tour.date,
      end: tour.time ? `${tour.date}T${hourLater(tour.time)}` : tour.date,
      allDay: !tour.time,
      date: tour.date,
    });
  }
  return events;
}
