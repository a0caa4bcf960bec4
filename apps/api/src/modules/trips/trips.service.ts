import {
  compareCodes,
  tripInputSchema,
  type createTripSchema,
  type Language,
  type ShareRole,
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
import { todayAt, todaysAt } from './time-state';
import {
  isSummed,
  readPresentedParts,
  readTripParts,
  readEachPart,
  readTripWithParts,
  type KeyedBy,
  type KeysOf,
  type TripPart,
  type TripWithParts,
  type TripParts,
} from './trip-parts.repository';
import {
  bodyTag,
  heldRevision,
  holdsTag,
  partMark,
  revisionTag,
  piecesOf,
  spliceParts,
  type KeptPart,
  type Page,
  type PageAnswer,
  type PageBody,
  type PageCache,
} from '../../lib/page-cache';
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

const encodeCursor = (trip: Pick<TripRow, 'startDate' | 'id'>) =>
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

/**
 * A part as presented, as it is kept: its JSON; for a keyed list, its entries' JSON by key, those just
 * presented (of the keys `read`) in place of the `kept` ones of their keys, in their keys' order; for a
 * summed part, its entries merged the same way, and the JSON of their total.
 */
function presentedPart(
  trip: TripRow,
  value: unknown,
  keyed: KeyedBy<unknown> | undefined,
  kept?: KeptPart,
  read?: ReadonlySet<string>,
): KeptPart {
  if (!keyed) return { revision: trip.revision, json: Buffer.from(JSON.stringify(value)) };
  const { revision } = trip;
  const others = <V>(entries: ReadonlyMap<string, V> | undefined) =>
    entries ? [...entries].filter(([key]) => !read!.has(key)) : [];
  if (isSummed(keyed)) {
    const sums = new Map([
      ...others(kept && 'sums' in kept ? kept.sums : undefined),
      ...(value as [string, unknown][]),
    ]);
    return { revision, json: Buffer.from(JSON.stringify(keyed.total(sums, trip))), sums };
  }
  const presented = (value as never[]).map((entry): [string, Buffer] => [
    keyed.keyOf(entry),
    Buffer.from(JSON.stringify(entry)),
  ]);
  if (!kept) return { revision, entries: new Map(presented) };
  const entries = [...others('entries' in kept ? kept.entries : undefined), ...presented];
  return { revision, entries: new Map(entries.sort(([a], [b]) => compareCodes(a, b))) };
}

/** A keyed part as kept: by entry, with or without their total. */
const byEntries = (kept: KeptPart | undefined) => kept !== undefined && ('entries' in kept || 'sums' in kept);

/** No part kept: the statement of a page kept by parts reads them all. */
const NO_PARTS: ReadonlyMap<string, number> = new Map();

/** A user id no share holds: a page read for nobody in particular joins no one's share. */
const NO_USER = '00000000-0000-0000-0000-000000000000';

export interface TripsServiceDeps {
  db: Database;
  /** Where the pages' statements run (db/client.ts's `pages`); `db` unless the database has its own. */
  pageDb?: Database;
  files: FileStorage;
  /** The trip's flights, stays, plan and expenses: the parts of the modules that own them. */
  contents: () => TripParts<TripContents>;
  rewards: Rewards;
  pages: PageCache;
}

/**
 * One of a trip's pages (the trip, a day, the expense summary): the parts it reads in one statement, what
 * besides the trip's revision it depends on, and how it is presented. Sent through `page`.
 */
export interface PageSpec<T> {
  /** The prepared statement's name, unique per page kind. */
  statement: string;
  parts: TripParts<T>;
  /** Values the parts' SQL takes (a day's date). */
  parameters?: Record<string, unknown>;
  /** This page of this trip, apart from its revision: the kind and the parameters. */
  scope: string;
  /** Everything else the presented page depends on (the caller's role and language, today's date). */
  variant: (trip: TripRow, role: TripRole) => string;
  render: (trip: TripRow, role: TripRole, parts: T) => unknown;
  /**
   * `render` only places each part in the page, as it is: then each part is kept on its own (as JSON, by
   * the tables it reads) and a page read after a change reads and presents again only the parts that
   * change touched, the others spliced in as kept.
   */
  keepsParts?: boolean;
}

export function createTripsService({ db, pageDb = db, files, contents, rewards, pages }: TripsServiceDeps) {
  /** The caller's role on a trip found with their share (undefined: no access at all). */
  const roleOf = (trip: TripRow & { shareRole: ShareRole | null }, actor: Actor) =>
    roleOnTrip(trip, actor, ({ anyAgency }) =>
      tripsRepository.overseenByAgency(db, trip, actor.id, anyAgency),
    );

  /** Loads a trip and checks the caller may do `action` on it: the start of every trip operation. */
  async function load(actor: Actor, tripId: string, action: TripAction) {
    const trip = await tripsRepository.findWithRole(db, tripId, actor.id);
    const role = trip && (await roleOf(trip, actor));
    authorizeTrip(role, action);
    return { trip: trip!, role };
  }

  /**
   * A page of a trip the caller may read, as JSON with its entity tag (lib/page-cache.ts). One statement
   * reads the trip, the caller's share and, unless the trip is still at a revision this instance or the
   * caller (`held`, the If-None-Match header) already has, the page's parts. A page at a known revision
   * is answered from the tag or from what this instance kept; a page whose parts used today's exchange
   * rates (volatile) is tagged by its body and never kept.
   */
  async function page<T>(
    actor: Actor,
    tripId: string,
    spec: PageSpec<T>,
    held?: string,
  ): Promise<PageAnswer> {
    return readPage(tripId, actor.id, spec, held, (trip) => roleOf(trip, actor));
  }

  /** `page` for a caller given the role `roleFor` decides (a signed-in user's, or the public page's). */
  async function readPage<T>(
    tripId: string,
    userId: string,
    spec: PageSpec<T>,
    held: string | undefined,
    roleFor: (trip: TripRow & { shareRole: ShareRole | null }) => Promise<TripRole | undefined>,
  ): Promise<PageAnswer> {
    const known = Math.max(pages.revisionOf(spec.scope) ?? -1, heldRevision(held) ?? -1);
    // Parts are kept apart only where something is kept at all: built whole, a page costs less.
    const byParts = spec.keepsParts && pages.keeping;
    const knownParts = byParts ? (pages.partRevisionsOf(spec.scope) ?? NO_PARTS) : undefined;
    const found = await readTripWithParts(
      pageDb,
      tripId,
      userId,
      spec.parts,
      spec.statement,
      spec.parameters,
      known,
      knownParts,
    );
    const role = found && (await roleFor(found.trip));
    authorizeTrip(role, 'read');
    const { trip, present } = found!;
    const variant = spec.variant(trip, role);
    const key = `${spec.scope}:${trip.revision}:${variant}`;
    const etag = revisionTag(trip.revision, key);
    if (!present) {
      if (holdsTag(held, etag)) return { etag, body: null };
      const kept = pages.get(spec.scope, trip.revision, variant);
      if (kept) return kept;
    }
    let body: PageBody;
    let volatile: boolean;
    if (byParts) {
      ({ body, volatile } = await buildFromParts(found!, spec, role, variant));
    } else {
      const presented = present
        ? await present()
        : await readPresentedParts(db, trip, spec.parts, spec.statement, spec.parameters);
      body = JSON.stringify(spec.render(trip, role, presented.parts));
      volatile = presented.volatile;
    }
    if (volatile) {
      const tag = bodyTag(body);
      return { etag: tag, body: holdsTag(held, tag) ? null : body };
    }
    // The kept page itself is answered: what sendPage makes of it is kept with it.
    const built = { etag, body };
    pages.keep(spec.scope, trip.revision, variant, built);
    return holdsTag(held, etag) ? { etag, body: null } : built;
  }

  /**
   * A page of `keepsParts` from its parts: those the statement read, presented and kept; the others as
   * this instance keeps them for this variant of the page, still current at the revision of the last
   * change to their tables; any it does not keep (another variant's were) read in a second statement.
   * A keyed part is made of its kept entries and those of the keys that changed since they were kept.
   */
  async function buildFromParts<T>(
    found: TripWithParts<T>,
    spec: PageSpec<T>,
    role: TripRole,
    variant: string,
  ): Promise<{ body: Buffer[]; volatile: boolean }> {
    const { trip, changedAt } = found;
    const keys = Object.keys(spec.parts) as (keyof T & string)[];
    const read = found.presentRead ? await found.presentRead() : undefined;
    const json: Record<string, Buffer[]> = {};
    // Parts to read in a second statement: whole, or of a keyed part the entries of `only`'s keys.
    const missing: (keyof T & string)[] = [];
    const only: KeysOf<T> = {};
    const keptEntries: Partial<Record<keyof T & string, KeptPart>> = {};
    // `readKeys`: of a keyed part, the keys whose entries were read; the others are its kept ones.
    const keep = (
      part: keyof T & string,
      presented: unknown,
      volatile: boolean,
      readKeys?: ReadonlySet<string>,
    ) => {
      const { keyed } = spec.parts[part];
      const kept = presentedPart(trip, presented, keyed, readKeys && keptEntries[part], readKeys);
      json[part] = piecesOf(kept);
      if (!volatile) pages.keepPart(spec.scope, part, variant, kept);
    };
    for (const part of keys) {
      const readKeys = read?.keys[part];
      if (read && part in read.parts && !readKeys) {
        // An absent part (undefined) is left out of the page, as JSON.stringify leaves it out.
        if (read.parts[part] !== undefined) keep(part, read.parts[part], read.volatile.has(part));
      } else if (spec.parts[part].keyed) {
        const kept = pages.part(spec.scope, part, variant, changedAt(part, false));
        if (!kept || !byEntries(kept)) {
          missing.push(part);
          continue;
        }
        // The keys that changed since this variant's entries were kept: the statement read those that
        // changed since the newest variant's, which for this one may not be all.
        const changed = found.keysChangedAfter(part, kept.revision);
        keptEntries[part] = kept;
        if (!changed.length) json[part] = piecesOf(kept);
        else if (readKeys && changed.every((key) => readKeys.has(key))) {
          keep(part, read!.parts[part], read!.volatile.has(part), readKeys);
        } else {
          missing.push(part);
          only[part] = new Set(changed);
        }
      } else {
        const kept = pages.part(spec.scope, part, variant, changedAt(part));
        if (kept) json[part] = piecesOf(kept);
        else missing.push(part);
      }
    }
    const more = missing.length
      ? await readEachPart(
          db,
          trip,
          Object.fromEntries(missing.map((part) => [part, spec.parts[part]])) as TripParts<Partial<T>>,
          only,
        )
      : undefined;
    for (const [part, value] of Object.entries(more?.parts ?? {}) as [keyof T & string, unknown][]) {
      if (value !== undefined) keep(part, value, more!.volatile.has(part), only[part]);
    }
    const volatile = new Set([...(read?.volatile ?? []), ...(more?.volatile ?? [])]);
    const marks = Object.fromEntries(keys.map((part) => [part, json[part] ? partMark(part) : undefined]));
    const body = spliceParts(JSON.stringify(spec.render(trip, role, marks as T)), json);
    return { body, volatile: volatile.size > 0 };
  }

  /** A page of the trips `actor` owns or that are shared with them, presented. */
  async function list(actor: Actor, options: TripListOptions, language: Language, now = new Date()) {
    const rows = await tripsRepository.list(db, {
      userId: actor.id,
      when: options.when,
      q: options.q || undefined,
      today: todayAt(null, now),
      after: options.cursor ? decodeCursor(options.cursor) : undefined,
      limit: options.limit + 1,
    });
    const page = rows.slice(0, options.limit);
    const today = todaysAt(now);
    return {
      trips: page.map((trip) => presentTrip(trip, trip.myRole, language, today)),
      nextCursor: rows.length > options.limit ? encodeCursor(page.at(-1)!) : undefined,
    };
  }

  const detailParts = () => ({ sharedUsers: peoplePart, ...contents() });

  async function detail(trip: TripRow, role: TripRole, language: Language) {
    // Everything inside the trip in one statement, whatever its size.
    const { sharedUsers, ...inside } = await readTripParts(db, trip, detailParts(), 'trip_detail');
    return presentTripDetail(trip, role, sharedUsers, language, inside);
  }

  return {
    load,
    page,
    detail,
    /** The parts of the trip's page that other modules own, for pages of their own (the public page). */
    contents,

    /**
     * A page of a trip read without a caller, as a viewer would see it: the public page, once its link
     * has been checked. Kept by revision like every page, under the spec's own scope.
     */
    publicPage: <T>(tripId: string, spec: PageSpec<T>, held?: string) =>
      readPage(tripId, NO_USER, spec, held, async () => 'viewer'),

    list,

    /**
     * A page of the caller's trips as sent, kept by their list's revision (migration 0036) as a trip's
     * pages are: a revisit at the same revision is the kept JSON, or 304 for the caller holding it
     * (`held`: their If-None-Match), for the price of one row read by its key.
     */
    async listPage(
      actor: Actor,
      options: TripListOptions,
      language: Language,
      held?: string,
    ): Promise<PageAnswer> {
      // Read first: the trips read after it are at least as new as the revision they are kept under.
      const revision = await tripsRepository.listRevision(db, actor.id);
      const now = new Date();
      const scope = `trips:${actor.id}`;
      // The dates at each destination (time states, upcoming or past) move on the hour, in whole hours.
      const hour = now.toISOString().slice(0, 13);
      const variant = JSON.stringify([
        options.when,
        options.q,
        options.cursor,
        options.limit,
        language,
        hour,
      ]);
      const etag = revisionTag(revision, `${scope}:${revision}:${variant}`);
      if (holdsTag(held, etag)) return { etag, body: null };
      const kept = pages.get(scope, revision, variant);
      if (kept) return kept;
      const page = await list(actor, options, language, now);
      const built: Page = {
        etag,
        body: JSON.stringify(page.trips),
        headers: page.nextCursor ? { 'x-next-cursor': page.nextCursor } : undefined,
      };
      pages.keep(scope, revision, variant, built);
      return built;
    },

    /** The trip with everything inside it, for the server's own uses (the PDF, a client's new trip). */
    async get(actor: Actor, tripId: string, language: Language) {
      const { trip, role } = await load(actor, tripId, 'read');
      return detail(trip, role, language);
    },

    /** The trip's page (everything inside it) as the caller may see it; `held`: their If-None-Match. */
    detailPage: (actor: Actor, tripId: string, language: Language, held?: string) =>
      page(
        actor,
        tripId,
        {
          statement: 'trip_detail',
          parts: detailParts(),
          scope: `trip:${tripId}`,
          variant: (trip, role) => `${role}:${language}:${todayAt(trip.destinationLon)}`,
          render: (trip, role, { sharedUsers, ...inside }) =>
            presentTripDetail(trip, role, sharedUsers, language, inside),
          keepsParts: true,
        },
        held,
      ),

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
