import type { Flight } from '@trilha/shared';
import { presentPrice } from '../../lib/money';
import { instantInZone } from '../../lib/zoned-time';
import type { FlightRow } from './flights.repository';
import type { ShownRow } from '../../db/json-rows';
import { flightParticipants } from '../bookings/item-participants';

/** Times go out in each airport's own offset, so the traveller reads them as printed on the ticket. */
export const presentFlight = (row: ShownRow<FlightRow>): Flight => ({
  _id: row.id,
  airline: row.airline,
  flightNumber: row.flightNumber,
  departure: {
    airport: row.departureAirport,
    airportName: row.departureAirportName,
    timeZone: row.departureZone,
    terminal: row.departureTerminal,
    time: instantInZone(row.departureAt, row.departureZone),
  },
  arrival: {
    airport: row.arrivalAirport,
    airportName: row.arrivalAirportName,
    timeZone: row.arrivalZone,
    terminal: row.arrivalTerminal,
    time: instantInZone(row.arrivalAt, row.arrivalZone),
  },
  durationMinutes: Math.round((row.arrivalAt.getTime() - row.departureAt.getTime()) / 60_000),
  confirmationCode: row.confirmationCode,
  passengers: row.passengers.map(({ name, seat, participantId }) => ({
    name,
    seat,
    participantId: participantId ?? null,
  })),
  participants: flightParticipants(row.passengers),
  baggages: row.baggages,
  status: row.status,
  statusUpdatedAt: row.statusUpdatedAt?.toISOString() ?? null,
  ticket: row.ticketKey ? { fileName: row.ticketName ?? 'ticket.pdf', size: row.ticketSize ?? 0 } : null,
  price: presentPrice(row.priceMinor, row.currency),
  currency: row.currency,
});
