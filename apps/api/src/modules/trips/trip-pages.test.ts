import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql, type SQL } from 'drizzle-orm';
import { datesBetween, tripDetailSchema, type TripDetail } from '@trilha/shared';
import { createTestApp, type TestContext } from '../../../test/app';
import { openTestDatabase } from '../../../test/database';
import type { DatabaseHandle } from '../../db/client';
import { createTrip, createUser, shareTrip, type CreatedUser } from '../../../test/factories';
import { fillTrip } from '../../../test/trip-contents';
import { COMPRESS_THRESHOLD } from '../../plugins/compression';
import { trips, users } from '../../db/schema';

let ctx: TestContext;
let owner: CreatedUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx, { language: 'en' });
});
afterAll(() => ctx.close());

const get = (url: string, who: CreatedUser, held?: string) =>
  ctx.app.inject({ url, headers: { ...who.auth, ...(held ? { 'if-none-match': held } : {}) } });

const revisionsOf = async (tripId: string) =>
  (
    await ctx.db
      .select({ revision: trips.revision, stamps: trips.partRevisions })
      .from(trips)
      .where(sql`${trips.id} = ${tripId}`)
  )[0]!;
const revisionOf = async (tripId: string) => (await revisionsOf(tripId)).revision;
const partRevisionsOf = async (tripId: string) => (await revisionsOf(tripId)).stamps;

/** A filled trip whose first read (which records its people as participants of the costs) is behind it. */
async function readTrip() {
  const trip = await createTrip(ctx, owner);
  await fillTrip(ctx, trip, 2);
  await shareTrip(ctx, trip.id, await createUser(ctx), 'viewer');
  await get(`/api/trips/${trip.id}`, owner);
  return trip;
}

const pageUrls = (trip: { id: string; startDate: string }) => [
  `/api/trips/${trip.id}`,
  `/api/trips/${trip.id}/days/${trip.startDate}`,
  `/api/trips/${trip.id}/expenses/summary`,
];

/** A write to each table a trip's pages read, and to the trip's row and its owner's name. */
function writesTo(trip: { id: string }, owner: CreatedUser) {
  const byTrip = (table: string) =>
    sql.raw(`update "${table}" set "trip_id" = "trip_id" where "trip_id" = '${trip.id}'`);
  return {
    ...Object.fromEntries(
      [
        'itinerary_items',
        'flights',
        'bookings',
        'tours',
        'checklist_groups',
        'checklist_items',
        'tips',
        'contacts',
        'expenses',
        'trip_participants',
        'trip_shares',
      ].map((table) => [table, byTrip(table)]),
    ),
    expense_shares: sql.raw(
      `update "expense_shares" set "position" = "position" where "expense_id" in
       (select "id" from "expenses" where "trip_id" = '${trip.id}')`,
    ),
    trip_photos: sql.raw(
      `insert into "trip_photos" ("id", "trip_id", "display_key", "thumb_key", "width", "height")
       values (gen_random_uuid(), '${trip.id}', 'd', 't', 1, 1)`,
    ),
    'deleting a tip': sql.raw(`delete from "tips" where "trip_id" = '${trip.id}'`),
    trips: sql.raw(`update "trips" set "notes" = 'changed' where "id" = '${trip.id}'`),
    "its owner's name": sql`update ${users} set "name" = 'Renamed Owner' where ${users.id} = ${owner.user.id}`,
  };
}

describe("a trip's pages, kept by revision", () => {
  it('sends a page read again at the same revision as it was, reading the trip and not its parts', async () => {
    const trip = await readTrip();
    for (const url of pageUrls(trip)) {
      const first = await get(url, owner);
      ctx.queries.length = 0;
      const again = await get(url, owner);
      expect(again.statusCode, url).toBe(200);
      expect(again.body, url).toBe(first.body);
      expect(again.headers.etag, url).toBe(first.headers.etag);
      expect(again.headers['content-type'], url).toBe('application/json; charset=utf-8');
      // The caller, then the trip with its revision: its parts are left out by the statement.
      expect(ctx.queries, url).toHaveLength(2);
    }
    const detail = (await get(`/api/trips/${trip.id}`, owner)).json();
    expect(detail).toEqual(tripDetailSchema.parse(detail));
  });

  it('answers 304 to a caller holding the current tag, from the trip row alone', async () => {
    const trip = await readTrip();
    for (const url of pageUrls(trip)) {
      const { etag } = (await get(url, owner)).headers;
      expect(String(etag), url).toMatch(/^W\/"r\d+-[\w-]+"$/);
      ctx.queries.length = 0;
      const again = await get(url, owner, String(etag));
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(ctx.queries, url).toHaveLength(2);
    }
  });

  it("keeps each caller's page apart: role and language are part of the page", async () => {
    const trip = await readTrip();
    const viewer = await createUser(ctx, { language: 'pt' });
    await shareTrip(ctx, trip.id, viewer, 'viewer');
    await get(`/api/trips/${trip.id}`, owner);
    const mine = await get(`/api/trips/${trip.id}`, owner);
    const theirs = await get(`/api/trips/${trip.id}`, viewer);
    expect(mine.json()).toMatchObject({ myRole: 'owner', destination: { country: 'Portugal' } });
    expect(theirs.json()).toMatchObject({ myRole: 'viewer', permissions: { canEdit: false } });
    expect(theirs.headers.etag).not.toBe(mine.headers.etag);
    // A tag held by one person is no 304 for another, nor for a stranger.
    expect((await get(`/api/trips/${trip.id}`, viewer, String(mine.headers.etag))).statusCode).toBe(200);
    const stranger = await createUser(ctx);
    expect((await get(`/api/trips/${trip.id}`, stranger, String(mine.headers.etag))).statusCode).toBe(404);
  });

  it('moves the revision with every write to what the pages show, whoever writes it', async () => {
    const trip = await readTrip();
    const writes = writesTo(trip, owner);
    // Each write is stamped under the table it wrote to, as the parts' SQL names it (migration 0033).
    const stampOf: Record<string, string> = { 'deleting a tip': 'tips', "its owner's name": 'users' };
    for (const [what, write] of Object.entries(writes)) {
      const before = await revisionOf(trip.id);
      await ctx.db.execute(write);
      const revision = await revisionOf(trip.id);
      expect(revision, what).toBeGreaterThan(before);
      expect((await partRevisionsOf(trip.id))[stampOf[what] ?? what], what).toBe(revision);
    }
    // Points and sign-ins are not on any page: no new revision for them.
    const before = await revisionOf(trip.id);
    await ctx.db.execute(
      sql`update ${users} set "points" = "points" + 1 where ${users.id} = ${owner.user.id}`,
    );
    expect(await revisionOf(trip.id)).toBe(before);
  });

  it('sends a kept page again as the same bytes, in the encoding the caller prefers', async () => {
    const trip = await readTrip();
    const compressed = new Set<string>();
    for (const url of pageUrls(trip)) {
      const plain = await get(url, owner);
      for (const [accepted, encoding, decode] of [
        ['br, gzip', 'br', brotliDecompressSync],
        ['gzip;q=1, br;q=0.5', 'gzip', gunzipSync],
      ] as const) {
        const read = () => ctx.app.inject({ url, headers: { ...owner.auth, 'accept-encoding': accepted } });
        const [first, again] = [await read(), await read()];
        expect(first.headers.etag, url).toBe(plain.headers.etag);
        expect(again.rawPayload.equals(first.rawPayload), url).toBe(true);
        // Small answers go out as they are, as every other answer under 1 KB does.
        if (plain.body.length < COMPRESS_THRESHOLD) {
          expect(first.headers['content-encoding'], url).toBeUndefined();
          continue;
        }
        compressed.add(url);
        expect(first.headers['content-encoding'], url).toBe(encoding);
        expect(String(first.headers.vary), url).toMatch(/Accept-Encoding.*Authorization/);
        expect(decode(first.rawPayload).toString(), url).toBe(plain.body);
      }
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      // A page spliced from its parts goes out in pieces, with its whole length.
      expect(Number(plain.headers['content-length']), url).toBe(plain.rawPayload.length);
    }
    expect(compressed.size).toBeGreaterThanOrEqual(2);
  });

  it('moves the revision once per transaction, when it commits', async () => {
    const trip = await readTrip();
    const before = await revisionOf(trip.id);
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`delete from "tips" where "trip_id" = '${trip.id}'`));
      await tx.execute(
        sql.raw(`update "itinerary_items" set "trip_id" = "trip_id" where "trip_id" = '${trip.id}'`),
      );
      await tx.execute(
        sql.raw(`update "expense_shares" set "position" = "position" where "expense_id" in
                 (select "id" from "expenses" where "trip_id" = '${trip.id}')`),
      );
      // Not yet: the trip's row is left alone (and unlocked) until the commit.
      const [row] = await tx
        .select({ revision: trips.revision })
        .from(trips)
        .where(sql`${trips.id} = ${trip.id}`);
      expect(row!.revision).toBe(before);
    });
    expect(await revisionOf(trip.id)).toBe(before + 1);
    // Each table it wrote to is stamped with that one revision.
    expect(await partRevisionsOf(trip.id)).toMatchObject({
      tips: before + 1,
      itinerary_items: before + 1,
      expense_shares: before + 1,
    });
    // A transaction that fails moves nothing.
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`delete from "contacts" where "trip_id" = '${trip.id}'`));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await revisionOf(trip.id)).toBe(before + 1);
  });

  it('shows a change made through the API at once, with a new tag', async () => {
    const trip = await readTrip();
    const first = await get(`/api/trips/${trip.id}`, owner);
    const day = await get(`/api/trips/${trip.id}/days/${trip.startDate}`, owner);
    const tip = await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${trip.id}/tips`,
      headers: owner.auth,
      payload: { category: 'food', text: 'Bifanas at Conga' },
    });
    expect(tip.statusCode).toBe(201);
    const after = await get(`/api/trips/${trip.id}`, owner, String(first.headers.etag));
    expect(after.statusCode).toBe(200);
    expect(after.json().tips.map((t: { text: string }) => t.text)).toContain('Bifanas at Conga');
    const place = await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${trip.id}/itinerary`,
      headers: owner.auth,
      payload: { date: trip.startDate, timeOfDay: 'evening', placeName: 'Miradouro da Graça' },
    });
    expect(place.statusCode).toBe(201);
    const dayAfter = await get(
      `/api/trips/${trip.id}/days/${trip.startDate}`,
      owner,
      String(day.headers.etag),
    );
    expect(dayAfter.statusCode).toBe(200);
    expect(dayAfter.body).toContain('Miradouro da Graça');
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'plans a page statement once on PostgreSQL, not again on every read',
    async () => {
      const trip = await readTrip();
      // One at a time, each read takes the connection the last one left (the pool's newest idle one).
      for (let i = 0; i < 8; i += 1) expect((await get(`/api/trips/${trip.id}`, owner)).statusCode).toBe(200);
      const rowsOf = async <T>(db: typeof ctx.db, query: SQL) =>
        ((await db.execute(query)) as unknown as { rows: T[] }).rows;
      const [plans] = await rowsOf<{ generic_plans: number; custom_plans: number }>(
        ctx.pages!,
        sql`select generic_plans, custom_plans from pg_prepared_statements where name = 'trip_detail_by_part'`,
      );
      expect(Number(plans!.generic_plans)).toBeGreaterThanOrEqual(8);
      expect(Number(plans!.custom_plans)).toBe(0);
      // Other statements keep PostgreSQL's own choice.
      const [mode] = await rowsOf<{ plan_cache_mode: string }>(ctx.db, sql`show plan_cache_mode`);
      expect(mode!.plan_cache_mode).toBe('auto');
    },
  );

  it('gives every table a page reads a trigger that moves the revision', async () => {
    const trip = await readTrip();
    const read = new Set<string>();
    for (const url of pageUrls(trip)) {
      ctx.queries.length = 0;
      // A tag of another revision: the statement reads every part.
      await get(url, owner, 'W/"r0-none"');
      // The page's own statement: the caller's token check before it is no part of the page.
      for (const query of ctx.queries.filter((text) => /\btrips\b/.test(text))) {
        // A name followed by a parenthesis is a function's rows (the stamps' jsonb_each_text), not a table.
        for (const [, table] of query.matchAll(/\b(?:from|join)\s+"?([a-z_]+)\b"?(?!\s*\()/gi))
          read.add(table!);
      }
    }
    expect(read).toContain('itinerary_items');
    expect(read).toContain('expense_shares');
    const result = (await ctx.db.execute(
      sql`select distinct c.relname as "table" from pg_trigger t join pg_class c on c.oid = t.tgrelid
          where not t.tgisinternal`,
    )) as unknown as { rows: { table: string }[] };
    const watched = new Set(result.rows.map((row) => row.table));
    for (const table of read) expect(watched, `${table} has no revision trigger`).toContain(table);
  });
});

describe("a trip's page, kept part by part", () => {
  let database: DatabaseHandle;
  // The same database served twice: one app keeps pages and parts, the other builds every page anew.
  let keeping: TestContext;
  let building: TestContext;
  beforeAll(async () => {
    database = await openTestDatabase();
    keeping = await createTestApp({ database });
    building = await createTestApp({ database, configure: (config) => (config.pageCacheMb = 0) });
  });
  afterAll(async () => {
    await keeping?.close();
    await building?.close();
    await database?.close();
  });

  const read = (app: TestContext, tripId: string, who: CreatedUser) =>
    app.app.inject({ url: `/api/trips/${tripId}`, headers: who.auth });
  // Both drivers answer { rows }; the generic database type does not say so.
  const rowsOf = async <T>(query: string) =>
    ((await keeping.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

  async function filledTrip() {
    const owner = await createUser(keeping, { language: 'en' });
    const viewer = await createUser(keeping, { language: 'pt' });
    const trip = await createTrip(keeping, owner);
    await fillTrip(keeping, trip, 2);
    await shareTrip(keeping, trip.id, viewer, 'viewer');
    return { trip, owner, viewer };
  }

  it('answers after each change what a page built anew answers, for each caller', async () => {
    const { trip, owner, viewer } = await filledTrip();
    const inTrip = `"trip_id" = '${trip.id}'`;
    const firstPlace = `select "id" from "itinerary_items" where ${inTrip} order by "date", "position" limit 1`;
    const firstExpense = `select "id" from "expenses" where ${inTrip} order by "date", "id" limit 1`;
    const changes: Record<string, SQL> = {
      'a place renamed': sql.raw(
        `update "itinerary_items" set "place_name" = "place_name" || ' (new)' where ${inTrip}`,
      ),
      // The plan is kept day by day: a day's places, a place moved between days, days left by the trip.
      'a place moved to the next day': sql.raw(
        `update "itinerary_items" set "date" = "date" + 1 where "id" = (${firstPlace})`,
      ),
      'a place added on the last day': sql.raw(
        `insert into "itinerary_items" ("id", "trip_id", "date", "time_of_day", "place_name", "position")
         values (gen_random_uuid(), '${trip.id}', '${trip.endDate}', 'evening', 'Fado', 0)`,
      ),
      'places reordered on the first day': sql.raw(
        `update "itinerary_items" set "position" = 2000 - "position" where ${inTrip} and "date" = '${trip.startDate}'`,
      ),
      'a place deleted': sql.raw(`delete from "itinerary_items" where "id" = (${firstPlace})`),
      "the trip's end, before its last day's places": sql.raw(
        `update "trips" set "end_date" = "end_date" - 1 where "id" = '${trip.id}'`,
      ),
      'the last place outside the trip deleted': sql.raw(
        `delete from "itinerary_items" where ${inTrip} and "date" = '${trip.endDate}'`,
      ),
      'a flight': sql.raw(`update "flights" set "airline" = 'LATAM' where ${inTrip}`),
      'a stay': sql.raw(`update "bookings" set "accommodation_name" = 'Pestana' where ${inTrip}`),
      'a tour': sql.raw(`update "tours" set "name" = 'Sintra' where ${inTrip}`),
      // Planned costs: the costs' summary reads the stays, tours and flights too.
      'a tour booked with a price': sql.raw(
        `update "tours" set "booked" = true, "price_minor" = 5000 where ${inTrip}`,
      ),
      'a stay booked with a price': sql.raw(
        `update "bookings" set "booked" = true, "price_minor" = 9000 where ${inTrip}`,
      ),
      'a flight with a price': sql.raw(`update "flights" set "price_minor" = 70000 where ${inTrip}`),
      'a checklist group': sql.raw(`update "checklist_groups" set "name" = 'Papers' where ${inTrip}`),
      'a checklist item': sql.raw(`update "checklist_items" set "done" = not "done" where ${inTrip}`),
      'a tip': sql.raw(`update "tips" set "text" = "text" || '!' where ${inTrip}`),
      'a contact': sql.raw(`update "contacts" set "name" = 'Embassy' where ${inTrip}`),
      'an expense': sql.raw(`update "expenses" set "category" = 'transport' where ${inTrip}`),
      'a share of an expense': sql.raw(
        `update "expense_shares" set "share_minor" = "share_minor" + 1 where "position" = 0 and "expense_id" in
         (select "id" from "expenses" where ${inTrip})`,
      ),
      // The costs are kept expense by expense: one changed, added, paid by two, made from a tour, deleted.
      "an expense's amount": sql.raw(
        `update "expenses" set "amount_minor" = "amount_minor" + 7 where "id" = (${firstExpense})`,
      ),
      'an expense added': sql.raw(
        `with made as (insert into "expenses" ("id", "trip_id", "description", "amount_minor", "currency",
           "category", "date", "paid_by", "division")
           select gen_random_uuid(), "trip_id", 'Taxi', 2500, 'EUR', 'transport', "date", "paid_by", 'equal'
           from "expenses" where "id" = (${firstExpense}) returning "id", "paid_by")
         insert into "expense_shares" ("expense_id", "participant_id", "position", "share_minor")
         select "id", "paid_by", 0, 2500 from made`,
      ),
      'a second payer of an expense': sql.raw(
        `insert into "expense_payers" ("expense_id", "participant_id", "position", "amount_minor")
         select "id", "paid_by", 0, "amount_minor" from "expenses" where "id" = (${firstExpense})`,
      ),
      'an expense made from a booked tour': sql.raw(
        `update "expenses" set "tour_id" = (select "id" from "tours" where ${inTrip} order by "id" limit 1)
         where "id" = (${firstExpense})`,
      ),
      'an expense deleted': sql.raw(`delete from "expenses" where "id" = (${firstExpense})`),
      'a participant': sql.raw(
        `update "trip_participants" set "name" = "name" || ' Zé' where ${inTrip} and "user_id" is null`,
      ),
      "the viewer's share": sql.raw(`update "trip_shares" set "role" = 'admin' where ${inTrip}`),
      'a photo': sql.raw(
        `insert into "trip_photos" ("id", "trip_id", "display_key", "thumb_key", "width", "height")
         values (gen_random_uuid(), '${trip.id}', 'd', 't', 1, 1)`,
      ),
      "the owner's name": sql`update ${users} set "name" = 'Renamed Owner' where ${users.id} = ${owner.user.id}`,
      "the trip's currency": sql.raw(`update "trips" set "currency" = 'BRL' where "id" = '${trip.id}'`),
      'a tip deleted': sql.raw(`delete from "tips" where ${inTrip}`),
    };
    for (const who of [owner, viewer]) expect((await read(keeping, trip.id, who)).statusCode).toBe(200);
    for (const [what, change] of Object.entries(changes)) {
      const before = (await read(keeping, trip.id, owner)).body;
      await keeping.db.execute(change);
      // A page's first read after a person's change records them as a participant of the costs (a
      // write of its own, so a new revision): compare the pages once it has.
      await read(keeping, trip.id, owner);
      for (const who of [owner, viewer]) {
        const kept = await read(keeping, trip.id, who);
        const built = await read(building, trip.id, who);
        expect(kept.statusCode, what).toBe(200);
        expect(kept.body, what).toBe(built.body);
        expect(kept.headers.etag, what).toBe(built.headers.etag);
      }
      // An equal split's shares are worked out from its amount: the stored ones do not show; nor does
      // who paid, when it is the one who paid it all.
      if (what === 'a share of an expense' || what === 'a second payer of an expense') continue;
      expect((await read(keeping, trip.id, owner)).body, `${what} shows`).not.toBe(before);
    }
    expect(tripDetailSchema.parse((await read(keeping, trip.id, owner)).json())).toBeTruthy();
  });

  it('reads again only the parts whose tables changed', async () => {
    const { trip, owner } = await filledTrip();
    await read(keeping, trip.id, owner);
    // Written with the triggers off, so no table is stamped: a part read again would show it.
    await keeping.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql.raw(`update "itinerary_items" set "place_name" = 'Unstamped' where "trip_id" = '${trip.id}'`),
      );
    });
    await keeping.db.execute(sql.raw(`update "tips" set "text" = 'Stamped' where "trip_id" = '${trip.id}'`));
    const page = (await read(keeping, trip.id, owner)).json();
    expect(page.tips.map((tip: { text: string }) => tip.text)).toContain('Stamped');
    expect(JSON.stringify(page.itinerary)).not.toContain('Unstamped');
    // A page built anew reads everything.
    expect((await read(building, trip.id, owner)).body).toContain('Unstamped');
  });

  it("reads again only the days of the plan whose places changed, for every caller's page", async () => {
    const { trip, owner, viewer } = await filledTrip();
    const second = datesBetween(trip.startDate, trip.endDate)[1]!;
    for (const who of [owner, viewer]) await read(keeping, trip.id, who);
    // Unstamped, the first day's places would show only if their day were read again.
    await keeping.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql.raw(`update "itinerary_items" set "place_name" = 'Unstamped' where "trip_id" = '${trip.id}'`),
      );
    });
    const addPlace = (date: string, name: string) =>
      keeping.db.execute(
        sql.raw(`insert into "itinerary_items" ("id", "trip_id", "date", "time_of_day", "place_name", "position")
                 values (gen_random_uuid(), '${trip.id}', '${date}', 'morning', '${name}', 0)`),
      );
    const plan = async (who: CreatedUser) =>
      ((await read(keeping, trip.id, who)).json() as TripDetail).itinerary.map((day) =>
        day.items.map((item) => item.placeName),
      );
    await addPlace(second, 'Belém');
    const owners = await plan(owner);
    expect(owners[1]).toEqual(['Belém']);
    expect(owners[0]).not.toContain('Unstamped');
    // The viewer's page was kept a revision earlier: a second statement reads its second day only.
    expect(await plan(viewer)).toEqual(owners);
    // Days changed twice while the viewer read nothing: its page reads those two days.
    await addPlace(second, 'Alfama');
    await plan(owner);
    await addPlace(trip.endDate, 'Fado');
    const latest = await plan(owner);
    expect(latest.at(-1)).toEqual(['Fado']);
    expect(latest[1]).toEqual(expect.arrayContaining(['Belém', 'Alfama']));
    expect(await plan(viewer)).toEqual(latest);
    expect(JSON.stringify(latest)).not.toContain('Unstamped');
    // A change to the trip's own row reads the whole plan again.
    await keeping.db.execute(sql.raw(`update "trips" set "notes" = 'Again' where "id" = '${trip.id}'`));
    expect(JSON.stringify(await plan(owner))).toContain('Unstamped');
  });
  it("sums again only the expenses that changed, for every caller's page", async () => {
    const { trip, owner, viewer } = await filledTrip();
    const inTrip = `"trip_id" = '${trip.id}'`;
    // A third expense, that no stamped change touches.
    await keeping.db.execute(
      sql.raw(`insert into "expenses" ("id", "trip_id", "description", "amount_minor", "currency", "category",
                 "date", "paid_by", "division")
               select gen_random_uuid(), "trip_id", 'Ferry', 400, 'EUR', 'food', "date", "paid_by", 'equal'
               from "expenses" where ${inTrip} limit 1`),
    );
    const expenseIds = (
      await rowsOf<{ id: string }>(`select "id" from "expenses" where ${inTrip} order by "date", "id"`)
    ).map((row) => row.id);
    await keeping.db.execute(
      sql.raw(`update "tours" set "booked" = true, "price_minor" = 5000 where ${inTrip}`),
    );
    // The first read records the people as participants of the costs (a write): read past it.
    for (const who of [owner, viewer, owner, viewer]) await read(keeping, trip.id, who);
    // Unstamped, the expenses' new category would show only if they were read again.
    await keeping.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql.raw(`update "expenses" set "category" = 'transport' where ${inTrip}`));
    });
    const setCategory = (id: string, category: string) =>
      keeping.db.execute(sql.raw(`update "expenses" set "category" = '${category}' where "id" = '${id}'`));
    const summary = async (who: CreatedUser) =>
      ((await read(keeping, trip.id, who)).json() as TripDetail).expenseSummary;
    const categories = async (who: CreatedUser) =>
      (await summary(who)).byCategory.map((entry) => entry.category).sort();
    await setCategory(expenseIds[0]!, 'shopping');
    const owners = await categories(owner);
    expect(owners).toContain('shopping');
    expect(owners).not.toContain('transport');
    // The viewer's page was kept a revision earlier: a second statement reads that expense only.
    expect(await categories(viewer)).toEqual(owners);
    // Two expenses changed while the viewer read nothing.
    await setCategory(expenseIds[1]!, 'health');
    await categories(owner);
    await setCategory(expenseIds[0]!, 'fun');
    const latest = await categories(owner);
    expect(latest).toEqual(expect.arrayContaining(['fun', 'health']));
    expect(latest).not.toContain('shopping');
    expect(await categories(viewer)).toEqual(latest);
    // An expense made from a tour takes it off the planned costs: the summary's other rows are read again.
    const planned = (await summary(owner)).plannedItems.length;
    await keeping.db.execute(
      sql.raw(`update "expenses" set "tour_id" = (select "id" from "tours" where ${inTrip} limit 1)
               where "id" = '${expenseIds[1]}'`),
    );
    expect((await summary(owner)).plannedItems).toHaveLength(planned - 1);
    expect((await summary(viewer)).plannedItems).toHaveLength(planned - 1);
    expect(await categories(owner)).not.toContain('transport');
    // A change to the trip's own row reads every expense again.
    await keeping.db.execute(sql.raw(`update "trips" set "notes" = 'Again' where "id" = '${trip.id}'`));
    expect(await categories(owner)).toContain('transport');
  });

  it("keeps the stamps of a table's newest keys only, and reads whole a part kept before the rest", async () => {
    const { trip, owner, viewer } = await filledTrip();
    const inTrip = `"trip_id" = '${trip.id}'`;
    await read(keeping, trip.id, viewer);
    // Forty expenses, each added in its own transaction: forty keys stamped.
    for (let i = 0; i < 40; i += 1) {
      await keeping.db.execute(
        sql.raw(`insert into "expenses" ("id", "trip_id", "description", "amount_minor", "currency", "category",
                   "date", "paid_by", "division")
                 select gen_random_uuid(), "trip_id", 'Coffee ${i}', 150, 'EUR', 'food', "date", "paid_by", 'equal'
                 from "expenses" where ${inTrip} order by "id" limit 1`),
      );
      if (i === 0) await read(keeping, trip.id, owner);
    }
    const [row] = await rowsOf<{ stamps: Record<string, number> }>(
      `select "part_revisions" as "stamps" from "trips" where "id" = '${trip.id}'`,
    );
    const keys = Object.keys(row!.stamps).filter((key) => key.startsWith('expenses@'));
    expect(keys.length).toBeLessThanOrEqual(33);
    expect(keys).toContain('expenses@*');
    expect(row!.stamps['expenses@*']).toBeGreaterThan(0);
    // The owner's page, kept after the first expense, and the viewer's, kept before it: both are read
    // whole (their revisions are older than the pruned stamps) and show every expense.
    for (const who of [owner, viewer]) {
      const kept = await read(keeping, trip.id, who);
      expect(kept.body).toBe((await read(building, trip.id, who)).body);
    }
  });
});
