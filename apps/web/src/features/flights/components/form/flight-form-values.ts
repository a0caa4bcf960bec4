import type { z } from 'zod';
import type { Path } from 'react-hook-form';
import type { BaggageType, Flight, FlightInput, flightInputSchema, TripDetail } from '@trilha/shared';
import { localDateTimeOf } from '../../utils/flight-format';
import { priceText } from '../../../trips/components';

export interface PassengerValues {
  name: string;
  seat: string;
  /** The trip's person this passenger is; null when not linked. */
  participantId: string | null;
}

export interface BaggageValues {
  type: BaggageType;
  /** NaN while the field is empty, so the schema says "Enter a number." */
  weightKg: number;
  quantity: number;
}

/** What the form holds: the shared input (it always starts with every list and text present). */
export type FlightFormValues = FlightInput;
export type FlightSubmitValues = z.output<typeof flightInputSchema>;

export const NEW_PASSENGER: PassengerValues = { name: '', seat: '', participantId: null };
export const NEW_BAG: BaggageValues = { type: 'checked', weightKg: Number.NaN, quantity: 1 };

/** A new flight starts on the trip's first day, in the trip's currency; the traveller sets the times. */
export function emptyFlightValues(trip: Pick<TripDetail, 'startDate' | 'currency'>): FlightFormValues {
  const start = `${trip.startDate}T00:00`;
  return {
    airline: '',
    flightNumber: '',
    departure: { airport: '', time: start, terminal: '' },
    arrival: { airport: '', time: start, terminal: '' },
    confirmationCode: '',
    passengers: [],
    baggages: [],
    price: null,
    currency: trip.currency,
  };
}

/** Editing starts from the flight as saved, its times as the local wall-clock times entered. */
export function flightFormValues(flight: Flight): FlightFormValues {
  return {
    airline: flight.airline,
    flightNumber: flight.flightNumber,
    departure: {
      airport: flight.departure.airport,
      time: localDateTimeOf(flight.departure.time),
      terminal: flight.departure.terminal,
    },
    arrival: {
      airport: flight.arrival.airport,
      time: localDateTimeOf(flight.arrival.time),
      terminal: flight.arrival.terminal,
    },
    confirmationCode: flight.confirmationCode,
    passengers: flight.passengers.map(({ name, seat, participantId }) => ({
      name,
      seat,
      participantId: participantId ?? null,
    })),
    baggages: flight.baggages.map(({ type, weightKg, quantity }) => ({ type, weightKg, quantity })),
    price: priceText(flight.price, flight.currency),
    currency: flight.currency,
  };
}

export const FLIGHT_STEPS = ['details', 'seats', 'review'] as const;
export type FlightStep = (typeof FLIGHT_STEPS)[number];

const DETAIL_FIELDS = [
  'airline',
  'flightNumber',
  'departure.airport',
  'departure.time',
  'departure.terminal',
  'arrival.airport',
  'arrival.time',
  'arrival.terminal',
  'confirmationCode',
  'price',
  'currency',
] as const satisfies readonly Path<FlightFormValues>[];

/** The fields a step holds, row by row for the lists, so a step is checked on its own. */
export function stepFields(
  step: number,
  { passengers = [], baggages = [] }: Pick<FlightFormValues, 'passengers' | 'baggages'>,
): string[] {
  switch (FLIGHT_STEPS[step]) {
    case 'details':
      return [...DETAIL_FIELDS];
    case 'seats':
      return [
        'passengers',
        'baggages',
        ...passengers.flatMap((_, index) => [
          `passengers.${index}.name`,
          `passengers.${index}.seat`,
          `passengers.${index}.participantId`,
        ]),
        ...baggages.flatMap((_, index) => [
          `baggages.${index}.type`,
          `baggages.${index}.weightKg`,
          `baggages.${index}.quantity`,
        ]),
      ];
    default:
      return [];
  }
}

/** Every field the server's validation details may name. */
export function allFields(
  values: Pick<FlightFormValues, 'passengers' | 'baggages'>,
): Path<FlightFormValues>[] {
  return FLIGHT_STEPS.flatMap((_, step) => stepFields(step, values)) as Path<FlightFormValues>[];
}
