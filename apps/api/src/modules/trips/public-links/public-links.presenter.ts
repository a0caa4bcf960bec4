import type {
  Booking,
  ChecklistGroup,
  ExpenseSummary,
  Flight,
  ItineraryDay,
  Language,
  PublicCosts,
  PublicFlight,
  PublicLink,
  PublicStay,
  PublicTour,
  PublicTrip,
  Tip,
  Tour,
} from '@trilha/shared';
import { countryName } from '../../places/places.index';
import type { TripRow } from '../trips.repository';
import type { PublicLinkRow } from './public-links.repository';

/** The parts of a trip's page the public page is made from (the expense summary only with costs). */
export interface PublicTripContents {
  flights: Flight[];
  bookings: Booking[];
  tours: Tour[];
  checklist: ChecklistGroup[];
  tips: Tip[];
  itinerary: ItineraryDay[];
  expenseSummary?: ExpenseSummary;
}

export const presentPublicLink = (link: PublicLinkRow, appUrl: string): PublicLink => ({
  token: link.token,
  url: `${appUrl}/p/${link.token}`,
  includeCosts: link.includeCosts,
  expiresAt: link.expiresAt?.toISOString() ?? null,
});

/** A price and its currency, only when the link includes costs. */
const priceOf = (item: { price: number | null; currency: string }, includeCosts: boolean) =>
  includeCosts ? { price: item.price, currency: item.currency } : {};

const flightOf = (flight: Flight, includeCosts: boolean): PublicFlight => ({
  airline: flight.airline,
  flightNumber: flight.flightNumber,
  departure: {
    airport: flight.departure.airport,
    airportName: flight.departure.airportName,
    terminal: flight.departure.terminal,
    time: flight.departure.time,
  },
  arrival: {
    airport: flight.arrival.airport,
    airportName: flight.arrival.airportName,
    terminal: flight.arrival.terminal,
    time: flight.arrival.time,
  },
  durationMinutes: flight.durationMinutes,
  status: flight.status,
  ...priceOf(flight, includeCosts),
});

// A stay's and a tour's notes and booking links stay out: travellers keep door codes and reservation
// numbers in them (a booking site's link often carries the reservation and its PIN).
const stayOf = (stay: Booking, includeCosts: boolean): PublicStay => ({
  name: stay.accommodationName,
  checkIn: stay.checkIn,
  checkOut: stay.checkOut,
  nights: stay.nights,
  address: stay.address,
  lat: stay.lat ?? null,
  lon: stay.lon ?? null,
  ...priceOf(stay, includeCosts),
});

const tourOf = (tour: Tour, includeCosts: boolean): PublicTour => ({
  name: tour.name,
  date: tour.date,
  time: tour.time,
  location: tour.location,
  lat: tour.lat ?? null,
  lon: tour.lon ?? null,
  ...priceOf(tour, includeCosts),
});

const costsOf = (summary: ExpenseSummary): PublicCosts => ({
  currency: summary.currency,
  total: summary.total,
  budget: summary.budget,
  byCategory: summary.byCategory.map(({ category, amount }) => ({ category, amount })),
});

/**
 * A trip's public page, copied field by field from its page (an allow-list: a field added to the trip's
 * contract later stays private until it is added here): nobody's name, e-mail or id, no confirmation
 * code, ticket, file, passenger, seat or bag, and prices and the expense totals only with `includeCosts`.
 */
export function presentPublicTrip(
  trip: TripRow,
  contents: PublicTripContents,
  language: Language,
  includeCosts: boolean,
): PublicTrip {
  return {
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
    days: contents.itinerary
      .filter((day) => !day.outsideTrip)
      .map((day) => ({
        date: day.date,
        items: day.items.map((item) => ({
          timeOfDay: item.timeOfDay,
          time: item.time,
          placeName: item.placeName,
          location: item.location,
          notes: item.notes,
          lat: item.lat ?? null,
          lon: item.lon ?? null,
        })),
      })),
    flights: contents.flights.map((flight) => flightOf(flight, includeCosts)),
    stays: contents.bookings.map((stay) => stayOf(stay, includeCosts)),
    tours: contents.tours.map((tour) => tourOf(tour, includeCosts)),
    tips: contents.tips.map(({ category, text }) => ({ category, text })),
    checklist: contents.checklist.map((group) => ({
      name: group.name,
      items: group.items.map(({ text, done }) => ({ text, done })),
    })),
    costs: includeCosts && contents.expenseSummary ? costsOf(contents.expenseSummary) : null,
  };
}
