import { flightParticipants } from '@trilha/shared';
import type { Executor } from '../../db/client';
import type { FlightRow } from '../flights/flights.repository';
import { tripsRepository, type Person, type TripRow } from '../trips/trips.repository';
import { flightAudienceRepository } from './flight-audience.repository';

/**
 * Who hears about a flight (issue 35): the trip's members who are its passengers, linked to their
 * participant; everyone on the trip while no passenger is linked. A flight of guests only reaches nobody.
 */
export async function flightAudience(
  db: Executor,
  trip: Pick<TripRow, 'id' | 'ownerId'>,
  flight: Pick<FlightRow, 'passengers'>,
): Promise<Person[]> {
  const people = await tripsRepository.people(db, trip);
  const aboard = flightParticipants(flight.passengers);
  if (!aboard) return people;
  const users = await flightAudienceRepository.usersOf(db, trip.id, aboard);
  return people.filter((person) => users.has(person.userId));
}
