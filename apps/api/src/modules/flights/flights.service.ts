import type { Readable } from 'node:stream';
import { fileTypeOf } from '../../lib/file-type';
import type { FastifyBaseLogger } from 'fastify';
import {
  FLIGHT_MAX_HOURS,
  localDateOf,
  type flightInputSchema,
  type flightUpdateSchema,
  type Flight,
} from '@trilha/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { flights } from '../../db/schema';
import { decodeShownRows } from '../../db/json-rows';
import type { TripPart } from '../trips/trip-parts.repository';
import { tripFolder, type FileStorage } from '../../adapters/storage/storage';
import {
  FlightStatusServiceError,
  type FlightStatusService,
} from '../../adapters/flight-status/aviationstack';
import { AppError, notFound, serviceUnavailable, ValidationError, type ErrorDetail } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { priceColumns, storedPriceText } from '../../lib/money';
import { flightTimeToInstant, instantInZone } from '../../lib/zoned-time';
import type { Actor } from '../../plugins/auth';
import type { AirportsIndex } from '../airports/airports.index';
import type { TripsService } from '../trips/trips.service';
import type { TripRow } from '../trips/trips.repository';
import type { NotificationsService } from '../notifications/notifications.service';
import type { Rewards } from '../gamification/gamification.service';
import { presentFlight } from './flights.presenter';
import { flightsRepository, type FlightColumns, type FlightRow } from './flights.repository';
import { checkedPassengers, unlinkedPassengers } from '../bookings/item-participants';
import { flightAudience } from '../notifications/flight-audience';

type CreateInput = z.output<typeof flightInputSchema>;
type UpdateInput = z.output<typeof flightUpdateSchema>;
/** Where and when one end is; its terminal is kept apart (it does not move the schedule). */
type FlightEnd = Pick<CreateInput['departure'], 'airport' | 'time'>;

export interface TicketUpload {
  fileName: string | undefined;
  data: Buffer;
}

export interface FlightsServiceDeps {
  db: Database;
  trips: TripsService;
  airports: AirportsIndex;
  files: FileStorage;
  /** Undefined when no flight-status service is configured. */
  statusService?: FlightStatusService;
  log: FastifyBaseLogger;
  notify: NotificationsService['notify'];
  rewards: Rewards;
}

const MAX_MINUTES = FLIGHT_MAX_HOURS * 60;

const TICKET_NAME_MAX = 255;

/**
 * The traveller's file name, only for display and the download's name; never a path. At most 255
 * characters with its `.pdf`, cut between characters, not inside one.
 */
export function ticketFileName(name: string | undefined): string {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/[\p{Cc}"]/gu, '')
    .trim();
  if (!base) return 'ticket.pdf';
  const pdf = /\.pdf$/i.exec(base);
  const extension = pdf?.[0] ?? '.pdf';
  const stem = Array.from(pdf ? base.slice(0, pdf.index) : base)
    .slice(0, TICKET_NAME_MAX - extension.length)
    .join('')
    .trimEnd();
  return `${stem}${extension}`;
}

/** Both ends to columns: each local time read in its airport's zone, arrival strictly after departure. */
export async function flightSchedule(airports: AirportsIndex, departure: FlightEnd, arrival: FlightEnd) {
  const [from, to] = await Promise.all([airports.find(departure.airport), airports.find(arrival.airport)]);
  const problems: ErrorDetail[] = [];
  if (!from) problems.push({ path: 'departure.airport', message: 'validation.unknownAirport' });
  if (!to) problems.push({ path: 'arrival.airport', message: 'validation.unknownAirport' });
  if (!from || !to) throw new ValidationError(problems);
  const departureAt = flightTimeToInstant(departure.time, from.timeZone);
  const arrivalAt = flightTimeToInstant(arrival.time, to.timeZone);
  const minutes = (arrivalAt.getTime() - departureAt.getTime()) / 60_000;
  if (minutes <= 0) {
    throw new ValidationError([{ path: 'arrival.time', message: 'validation.arrivalBeforeDeparture' }]);
  }
  if (minutes > MAX_MINUTES) {
    throw new ValidationError([{ path: 'arrival.time', message: 'validation.flightTooLong' }]);
  }
  return {
    departureAirport: from.code,
    departureAirportName: from.name,
    departureZone: from.timeZone,
    departureAt,
    arrivalAirport: to.code,
    arrivalAirportName: to.name,
    arrivalZone: to.timeZone,
    arrivalAt,
  };
}

const localTime = (instant: Date, zone: string) => instantInZone(instant, zone).slice(0, 16);

/**
 * A new flight's columns: its schedule read in its airports' zones, its status's time, its price in the
 * trip's currency. The one rule for adding a flight, by hand or from a booking import; its passengers
 * are linked to nobody here (only a link checked against the trip's people is kept: see `create`).
 */
export async function flightColumns(
  airports: AirportsIndex,
  input: CreateInput,
  trip: Pick<TripRow, 'currency'>,
): Promise<FlightColumns> {
  return {
    airline: input.airline,
    flightNumber: input.flightNumber,
    ...(await flightSchedule(airports, input.departure, input.arrival)),
    departureTerminal: input.departure.terminal,
    arrivalTerminal: input.arrival.terminal,
    confirmationCode: input.confirmationCode,
    passengers: unlinkedPassengers(input.passengers),
    baggages: input.baggages,
    status: input.status,
    statusUpdatedAt: input.status === 'scheduled' ? null : new Date(),
    ...priceColumns(input.price, input.currency, trip.currency),
  };
}

export function createFlightsService({
  db,
  trips,
  airports,
  files,
  statusService,
  log,
  notify,
  rewards,
}: FlightsServiceDeps) {
  /**
   * Everyone on the flight (its linked passengers; the whole trip while none is linked) but the person who
   * changed it hears of a new flight status.
   */
  async function announceStatus(actor: Actor, trip: TripRow, flight: FlightRow) {
    const people = await flightAudience(db, trip, flight);
    for (const person of people) {
      if (person.userId === actor.id) continue;
      await notify({
        userId: person.userId,
        kind: 'flight-status',
        params: { flight: flight.flightNumber, trip: trip.title, status: flight.status },
        link: `/trips/${trip.id}?tab=flights`,
      });
    }
  }

  const schedule = (departure: FlightEnd, arrival: FlightEnd) => flightSchedule(airports, departure, arrival);

  async function findOrThrow(tripId: string, flightId: string): Promise<FlightRow> {
    const row = await flightsRepository.find(db, tripId, flightId);
    if (!row) throw notFound('FLIGHT');
    return row;
  }

  async function updateOrThrow(tripId: string, flightId: string, columns: Partial<FlightColumns>) {
    const row = await flightsRepository.update(db, tripId, flightId, columns);
    if (!row) throw notFound('FLIGHT');
    return row;
  }

  const forTrip = async (trip: TripRow) => (await flightsRepository.forTrip(db, trip.id)).map(presentFlight);

  const part: TripPart<Flight[]> = {
    select: (trip) => flightsRepository.forTripJson(trip.id),
    present: (value) => decodeShownRows(flights, value).map(presentFlight),
  };

  return {
    forTrip,
    part,

    async list(actor: Actor, tripId: string) {
      const { trip } = await trips.load(actor, tripId, 'read');
      return forTrip(trip);
    },

    async get(actor: Actor, tripId: string, flightId: string) {
      const { trip } = await trips.load(actor, tripId, 'read');
      return presentFlight(await findOrThrow(trip.id, flightId));
    },

    async create(actor: Actor, tripId: string, input: CreateInput) {
      const { trip } = await trips.load(actor, tripId, 'update');
      const columns = await flightColumns(airports, input, trip);
      const passengers = await checkedPassengers(db, trip.id, input.passengers);
      const row = await flightsRepository.insert(db, trip.id, { ...columns, passengers });
      await rewards.award(actor.id, 'add-flight', row.id);
      return presentFlight(row);
    },

    /** Any subset; a new departure or arrival is checked against the other end as it stands. */
    async update(actor: Actor, tripId: string, flightId: string, input: UpdateInput) {
      const { trip } = await trips.load(actor, tripId, 'update');
      const current = await findOrThrow(trip.id, flightId);
      const { departure, arrival, status, price, currency, passengers, ...rest } = input;
      const linked = passengers && { passengers: await checkedPassengers(db, trip.id, passengers) };
      const times =
        departure || arrival
          ? await schedule(
              departure ?? {
                airport: current.departureAirport,
                time: localTime(current.departureAt, current.departureZone),
              },
              arrival ?? {
                airport: current.arrivalAirport,
                time: localTime(current.arrivalAt, current.arrivalZone),
              },
            )
          : {};
      const terminals = {
        ...(departure?.terminal !== undefined && { departureTerminal: departure.terminal }),
        ...(arrival?.terminal !== undefined && { arrivalTerminal: arrival.terminal }),
      };
      const statusChange = status && status !== current.status ? { status, statusUpdatedAt: new Date() } : {};
      // A new currency alone keeps the price (and must suit it: 1500.50 is no JPY price).
      const money =
        price !== undefined || currency !== undefined
          ? priceColumns(
              price !== undefined ? price : storedPriceText(current.priceMinor, current.currency),
              currency ?? current.currency,
              trip.currency,
            )
          : {};
      const updated = await updateOrThrow(trip.id, current.id, {
        ...rest,
        ...linked,
        ...times,
        ...terminals,
        ...statusChange,
        ...money,
      });
      if (updated.status !== current.status) await announceStatus(actor, trip, updated);
      return presentFlight(updated);
    },

    async remove(actor: Actor, tripId: string, flightId: string) {
      const { trip } = await trips.load(actor, tripId, 'update');
      const row = await flightsRepository.delete(db, trip.id, flightId);
      if (!row) throw notFound('FLIGHT');
      if (row.ticketKey) await files.delete(row.ticketKey);
      await rewards.revoke('add-flight', row.id);
    },

    /**
     * Stores a PDF (checked by its bytes) under a generated name and replaces any earlier ticket. The
     * upload is read only once the caller may write to the flight.
     */
    async attachTicket(actor: Actor, tripId: string, flightId: string, read: () => Promise<TicketUpload>) {
      const { trip } = await trips.load(actor, tripId, 'update');
      const current = await findOrThrow(trip.id, flightId);
      const upload = await read();
      const type = await fileTypeOf(upload.data);
      if (type?.mime !== 'application/pdf') throw new AppError(415, 'UNSUPPORTED_FILE_TYPE');
      const key = `${tripFolder(trip.id)}tickets/${newId()}.pdf`;
      await files.put(key, upload.data, 'application/pdf');
      const row = await flightsRepository.update(db, trip.id, current.id, {
        ticketKey: key,
        ticketName: ticketFileName(upload.fileName),
        ticketSize: upload.data.length,
      });
      if (!row) {
        // The flight went away while the file was being written.
        await files.delete(key);
        throw notFound('FLIGHT');
      }
      if (current.ticketKey) await files.delete(current.ticketKey);
      return presentFlight(row);
    },

    async ticket(
      actor: Actor,
      tripId: string,
      flightId: string,
    ): Promise<{ stream: Readable; fileName: string; size: number }> {
      const { trip } = await trips.load(actor, tripId, 'read');
      const row = await findOrThrow(trip.id, flightId);
      const stream = row.ticketKey ? await files.get(row.ticketKey) : undefined;
      if (!stream) throw notFound('TICKET');
      return { stream, fileName: row.ticketName ?? 'ticket.pdf', size: row.ticketSize ?? 0 };
    },

    async removeTicket(actor: Actor, tripId: string, flightId: string) {
      const { trip } = await trips.load(actor, tripId, 'update');
      const current = await findOrThrow(trip.id, flightId);
      if (!current.ticketKey) throw notFound('TICKET');
      await updateOrThrow(trip.id, current.id, { ticketKey: null, ticketName: null, ticketSize: null });
      await files.delete(current.ticketKey);
    },

    /** Asks the flight-status service (outside any transaction) and keeps what it answers. */
    async refreshStatus(actor: Actor, tripId: string, flightId: string) {
      const { trip } = await trips.load(actor, tripId, 'update');
      if (!statusService) throw serviceUnavailable('FLIGHT_STATUS');
      const current = await findOrThrow(trip.id, flightId);
      const departureDate = localDateOf(instantInZone(current.departureAt, current.departureZone));
      let status;
      try {
        status = await statusService.lookup(current.flightNumber, departureDate);
      } catch (error) {
        if (!(error instanceof FlightStatusServiceError)) throw error;
        log.warn({ err: error, flightId }, 'Flight-status service failed');
        throw serviceUnavailable('FLIGHT_STATUS');
      }
      if (!status) throw notFound('FLIGHT_STATUS');
      return presentFlight(await updateOrThrow(trip.id, current.id, { status, statusUpdatedAt: new Date() }));
    },
  };
}

export type FlightsService = ReturnType<typeof createFlightsService>;
