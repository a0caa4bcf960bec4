import {
  tripInputSchema,
  type createTripSchema,
  type Language,
  type TripRole,
  type tripUpdateSchema,
} from '@trilha/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { tripFolder, type FileStorage } from '../../adapters/storage/storage';
import { notFound, ValidationError } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { authorizeTrip, roleOnTrip, type TripAction } from './trips.policy';
import { presentTrip, presentTripDetail, type TripContents } from './trips.presenter';
import { tripsRepository, type NewTripRow, type Person, type TripRow } from './trips.repository';
import { todayAt } from './time-state';
import { readTripParts, type TripPart, type TripParts } from './trip-parts.repository';
import { presentPrice, priceColumns } from '../../lib/money';
import { mergeUpdate } from '../../lib/partial-update';
import type { Rewards } from '../gamification/gamification.service';

type TripInput = z.output<typeof tripInputSchema>;
type CreateTripInput = z.output<typeof createTripSchema>;
type TripChanges = z.output<typeof tripUpdateSchema>;

export interface TripListOptions {
  when: 'upcoming' | 'past' | 'all';
  q?: string;
  limit: number;
  cursor?: string;
}

const encodeCursor = (trip: TripRow) =>
  Buffer.from(JSON.stringify([trip.startDate, trip.id])).toString('base64url');

function decodeCursor(cursor: string): { startDate: string; id: string } {
  try {
    const [startDate, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (typeof startDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(startDate) && typeof id === 'string') {
      return { startDate, id };
    }
  } catch {
    // Falls through to the validation error below.
  }
  throw new ValidationError([{ path: 'cursor', message: 'validation.invalid' }]);
}

const toColumns = (input: TripInput): Omit<NewTripRow, 'ownerId'> => ({
  title: input.title,
  destinationName: input.destination.name,
  destinationCountryCode: input.destination.countryCode ?? null,
  destinationLat: input.destination.lat ?? null,
  destinationLon: input.destination.lon ?? null,
  startDate: input.startDate,
  endDate: input.endDate,
  budget: input.budget,
  interests: [...new Set(input.interests)],
  currency: input.currency,
  budgetMinor: priceColumns(input.budgetAmount, input.currency, input.currency, 'budgetAmount').priceMinor,
  notes: input.notes,
});

/** The stored trip as a client sends it: the base a partial update is merged onto. */
const asInput = (trip: TripRow) => ({
  title: trip.title,
  destination: {
    name: trip.destinationName,
    countryCode: trip.destinationCountryCode ?? undefined,
    lat: trip.destinationLat ?? undefined,
    lon: trip.destinationLon ?? undefined,
  },
  startDate: trip.startDate,
  endDate: trip.endDate,
  budget: trip.budget,
  interests: trip.interests,
  currency: trip.currency,
  budgetAmount: presentPrice(trip.budgetMinor, trip.currency),
  notes: trip.notes,
});

const peoplePart: TripPart<Person[]> = {
  select: (trip) => tripsRepository.peopleJson(trip),
  present: (value) => value as Person[],
};

export interface TripsServiceDeps {
  db: Database;
  files: FileStorage;
  /** The trip's flights, stays, plan and expenses: the parts of the modules that own them. */
  contents: () => TripParts<TripContents>;
  rewards: Rewards;
}

export function createTripsService({ db, files, contents, rewards }: TripsServiceDeps) {
  /** Loads a trip and checks the caller may do `action` on it: the start of every trip operation. */
  async function load(actor: Actor, tripId: string, action: TripAction) {
    const trip = await tripsRepository.findWithRole(db, tripId, actor.id);
    const role =
      trip &&
      (await roleOnTrip(trip, actor, ({ anyAgency }) =>
        tripsRepository.overseenByAgency(db, trip, actor.id, anyAgency),
      ));
    authorizeTrip(role, action);
    return { trip: trip!, role };
  }

  async function detail(trip: TripRow, role: TripRole, language: Language) {
    // Everything inside the trip in one statement, whatever its size.
    const { sharedUsers, ...inside } = await readTripParts(
      db,
      trip,
      { sharedUsers: peoplePart, ...contents() },
      'trip_detail',
    );
    return presentTripDetail(trip, role, sharedUsers, language, inside);
  }

  return {
    load,
    detail,

    async list(actor: Actor, options: TripListOptions, language: Language) {
      const rows = await tripsRepository.list(db, {
        userId: actor.id,
        when: options.when,
        q: options.q || undefined,
        today: todayAt(null),
        after: options.cursor ? decodeCursor(options.cursor) : undefined,
        limit: options.limit + 1,
      });
      const page = rows.slice(0, options.limit);
      return {
        trips: page.map((trip) => presentTrip(trip, trip.myRole, language)),
        nextCursor: rows.length > options.limit ? encodeCursor(page.at(-1)!) : undefined,
      };
    },

    async get(actor: Actor, tripId: string, language: Language) {
      const { trip, role } = await load(actor, tripId, 'read');
      return detail(trip, role, language);
    },

    /** A trip created without a currency takes the owner's currency setting. */
    async create(actor: Actor, input: CreateTripInput, language: Language) {
      const columns = toColumns({ ...input, currency: input.currency ?? actor.currency });
      const trip = await tripsRepository.insert(db, { ...columns, ownerId: actor.id });
      await rewards.award(actor.id, 'plan-trip', trip.id);
      return detail(trip, 'owner', language);
    },

    async update(actor: Actor, tripId: string, changes: TripChanges, language: Language) {
      const { trip: current, role } = await load(actor, tripId, 'update');
      const input = mergeUpdate(tripInputSchema, asInput(current), changes);
      const trip = await tripsRepository.update(db, tripId, toColumns(input));
      // Deleted by its owner between the check and the write.
      if (!trip) throw notFound('TRIP');
      return detail(trip, role, language);
    },

    async remove(actor: Actor, tripId: string) {
      await load(actor, tripId, 'delete');
      // Everything under the trip goes with it (on delete cascade), then its files.
      await tripsRepository.delete(db, tripId);
      await files.deletePrefix(tripFolder(tripId));
      await rewards.revoke('plan-trip', tripId);
    },
  };
}

export type TripsService = ReturnType<typeof createTripsService>;
