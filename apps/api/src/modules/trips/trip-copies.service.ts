import {
  addDays,
  type copyTripSchema,
  daysBetween,
  localToInstant,
  translate,
  TRIP_TITLE_MAX,
  type Language,
} from '@trilha/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { ValidationError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { instantInZone } from '../../lib/zoned-time';
import type { Actor } from '../../plugins/auth';
import { insertCopyRows, readCopySource, type CopyRows, type CopySource } from './trip-copies.repository';
import { tripsRepository, type TripRow } from './trips.repository';
import type { TripsService } from './trips.service';

type CopyInput = z.output<typeof copyTripSchema>;

/** The last day a date may be (calendarDateSchema): a copy must end by then. */
const LAST_DAY = '2999-12-31';

/** "Lisbon (copy)", cut so the whole title still fits. */
function copyTitle(title: string, language: Language): string {
  const suffix = translate('messages.tripCopySuffix', language);
  return `${title.slice(0, TRIP_TITLE_MAX - suffix.length).trimEnd()}${suffix}`;
}

/** A flight's instant moved by whole days on its airport's clocks (the same local time, whatever DST does). */
function shiftInstant(instant: Date, zone: string, days: number): Date {
  const local = instantInZone(instant, zone).slice(0, 16);
  return localToInstant(`${addDays(local.slice(0, 10), days)}${local.slice(10)}`, zone);
}

/**
 * The copy's rows: the plan (itinerary, tours, checklist unticked, tips, contacts) and, when asked, the
 * flights and stays, every date moved by `days`. Nothing that belongs to the original's people or
 * bookings comes along: no confirmation codes, tickets, files, passengers, prices or booked marks, and
 * no stay's booking link (a booking site's link names the reservation).
 */
function copyRows(source: CopySource, tripId: string, days: number): CopyRows {
  const shift = (date: string) => addDays(date, days);
  const groupIds = new Map(source.groups.map((group) => [group.id, newId()]));
  return {
    itinerary: source.itinerary.map((item) => ({
      id: newId(),
      tripId,
      date: shift(item.date),
      timeOfDay: item.timeOfDay,
      time: item.time,
      placeName: item.placeName,
      notes: item.notes,
      location: item.location,
      lat: item.lat,
      lon: item.lon,
      position: item.position,
    })),
    tours: source.tours.map((tour) => ({
      id: newId(),
      tripId,
      name: tour.name,
      date: shift(tour.date),
      time: tour.time,
      location: tour.location,
      lat: tour.lat,
      lon: tour.lon,
      currency: tour.currency,
      bookingLink: tour.bookingLink,
      notes: tour.notes,
    })),
    tips: source.tips.map((tip) => ({ id: newId(), tripId, category: tip.category, text: tip.text })),
    contacts: source.contacts.map((contact) => ({
      id: newId(),
      tripId,
      name: contact.name,
      type: contact.type,
      value: contact.value,
      notes: contact.notes,
    })),
    groups: source.groups.map((group) => ({ id: groupIds.get(group.id)!, tripId, name: group.name })),
    items: source.items.map((item) => ({
      id: newId(),
      tripId,
      groupId: groupIds.get(item.groupId)!,
      text: item.text,
      done: false,
    })),
    flights: source.flights.map((flight) => ({
      id: newId(),
      tripId,
      airline: flight.airline,
      flightNumber: flight.flightNumber,
      departureAirport: flight.departureAirport,
      departureAirportName: flight.departureAirportName,
      departureAt: shiftInstant(flight.departureAt, flight.departureZone, days),
      departureZone: flight.departureZone,
      departureTerminal: flight.departureTerminal,
      arrivalAirport: flight.arrivalAirport,
      arrivalAirportName: flight.arrivalAirportName,
      arrivalAt: shiftInstant(flight.arrivalAt, flight.arrivalZone, days),
      arrivalZone: flight.arrivalZone,
      arrivalTerminal: flight.arrivalTerminal,
      currency: flight.currency,
      baggages: flight.baggages,
    })),
    bookings: source.bookings.map((stay) => ({
      id: newId(),
      tripId,
      accommodationName: stay.accommodationName,
      checkIn: shift(stay.checkIn),
      checkOut: shift(stay.checkOut),
      address: stay.address,
      lat: stay.lat,
      lon: stay.lon,
      notes: stay.notes,
      currency: stay.currency,
    })),
  };
}

/** The copy's own row: the original's description on new dates, owned by the caller, no agency's. */
function copyTrip(trip: TripRow, ownerId: string, title: string, startDate: string, endDate: string) {
  return {
    ownerId,
    title,
    destinationName: trip.destinationName,
    destinationCountryCode: trip.destinationCountryCode,
    destinationLat: trip.destinationLat,
    destinationLon: trip.destinationLon,
    startDate,
    endDate,
    budget: trip.budget,
    interests: trip.interests,
    currency: trip.currency,
    budgetMinor: trip.budgetMinor,
    notes: trip.notes,
  };
}

/**
 * Copying a trip as a template (API.md "Sharing links, public page, copies"): anyone who may read it
 * makes a copy of their own, its days moved to a new start. No people, shares, costs, photos or files.
 */
export function createTripCopiesService({ db, trips }: { db: Database; trips: TripsService }) {
  return {
    async copy(actor: Actor, tripId: string, input: CopyInput, language: Language) {
      const { trip } = await trips.load(actor, tripId, 'copy');
      const days = daysBetween(trip.startDate, input.startDate);
      const endDate = addDays(trip.endDate, days);
      if (endDate > LAST_DAY) {
        throw new ValidationError([{ path: 'startDate', message: 'validation.date' }]);
      }
      const title = input.title ?? copyTitle(trip.title, language);
      const copy = await db.transaction(async (tx) => {
        const source = await readCopySource(tx, trip.id, input.includeBookings);
        const created = await tripsRepository.insert(
          tx,
          copyTrip(trip, actor.id, title, input.startDate, endDate),
        );
        await insertCopyRows(tx, copyRows(source, created.id, days));
        return created;
      });
      return trips.get(actor, copy.id, language);
    },
  };
}

export type TripCopiesService = ReturnType<typeof createTripCopiesService>;
