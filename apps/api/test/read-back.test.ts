import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPasskeys } from '../src/db/schema';
import { createTestApp, type TestContext } from './app';
import { agencyCast, type AgencyCast } from './agency-cast';
import { createTrip, createUser, shareTrip, type CreatedUser } from './factories';
import { multipartFile } from './multipart';

/**
 * API.md "Updates" (issue 36): every PUT takes back what its GET answered, read-only fields included;
 * unchanged they are ignored, changed they are refused naming the field, unknown keys as before.
 */
type Json = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

let ctx: TestContext;
let owner: CreatedUser;
let viewer: CreatedUser;
let stranger: CreatedUser;
let tripId: string;
let agency: AgencyCast;

beforeAll(async () => {
  ctx = await createTestApp();
  [owner, viewer, stranger] = await Promise.all([createUser(ctx), createUser(ctx), createUser(ctx)]);
  const trip = await createTrip(ctx, owner, { startDate: '2031-05-10', endDate: '2031-05-20' });
  tripId = trip.id;
  await shareTrip(ctx, tripId, viewer, 'viewer');
  agency = await agencyCast(ctx);
});
afterAll(() => ctx.close());

const call = (who: CreatedUser, method: Method, url: string, payload?: object | Buffer, headers = {}) =>
  ctx.app.inject({ method, url, payload, headers: { ...who.auth, 'accept-language': 'en', ...headers } });

async function ok(who: CreatedUser, method: Method, url: string, payload?: object) {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

/** One item of a list GET answers. */
async function listed(who: CreatedUser, url: string, id: string): Promise<Json> {
  const items = (await ok(who, 'GET', url)) as Json[];
  const item = items.find((candidate) => candidate._id === id);
  expect(item, `${id} in ${url}`).toBeDefined();
  return item!;
}

/** The document with another value at `path` (dots between keys). */
function changedAt(document: Json, path: string): Json {
  const copy = structuredClone(document);
  const keys = path.split('.');
  const parent = keys.slice(0, -1).reduce((value, key) => (value as Json)[key], copy as unknown) as Json;
  const last = keys.at(-1)!;
  const value = parent[last];
  parent[last] =
    typeof value === 'string'
      ? `${value}-changed`
      : typeof value === 'number'
        ? value + 1
        : typeof value === 'boolean'
          ? !value
          : value === null
            ? 'changed'
            : null;
  return copy;
}

const without = (document: Json, keys: string[]) =>
  Object.fromEntries(Object.entries(document).filter(([key]) => !keys.includes(key)));

interface Resource {
  /** The PUT (or PATCH) that takes the resource back. */
  url: string;
  /** The resource as GET answers it to `who` (its owner by default). */
  read: (who?: CreatedUser) => Promise<Json>;
  /** The resource in the write's answer, when it answers more (the trip's people). */
  inAnswer?: (answer: unknown) => Json;
}

interface Case {
  name: string;
  method?: 'PUT' | 'PATCH';
  /** Who may write it. */
  writer?: () => CreatedUser;
  create: () => Promise<Resource>;
  /** Fields GET answers that the body does not take. */
  readOnly: string[];
  /** Inside a trip: its viewer may not write (403), a stranger may not even read (404). */
  inTrip?: boolean;
  /** Only those who may change it may read it (the viewer sends what the owner read). */
  writersOnly?: boolean;
  /** A write moves these (when it was). */
  volatile?: string[];
}

const base = () => `/api/trips/${tripId}`;

/** Creates with POST and reads back by `_id` from `read(id)`. */
async function posted(url: string, body: object, read: (id: string, who: CreatedUser) => Promise<Json>) {
  const created = await ok(owner, 'POST', url, body);
  return { url: `${url}/${created._id}`, read: (who = owner) => read(created._id, who) };
}

const CASES: Case[] = [
  {
    name: 'trip',
    inTrip: true,
    volatile: ['updatedAt'],
    readOnly: ['_id', 'myRole', 'permissions.canEdit', 'sharedUsers'],
    create: async () => ({ url: base(), read: (who = owner) => ok(who, 'GET', base()) }),
  },
  {
    name: 'flight',
    inTrip: true,
    readOnly: ['departure.timeZone', 'departure.airportName', 'arrival.timeZone', '_id', 'durationMinutes'],
    create: () =>
      posted(
        `${base()}/flights`,
        {
          airline: 'TAP',
          flightNumber: 'TP88',
          departure: { airport: 'GRU', time: '2031-05-09T22:00' },
          arrival: { airport: 'LIS', time: '2031-05-10T11:05' },
          passengers: [{ name: 'Ana', seat: '12A' }],
          price: '850.40',
        },
        (id, who) => ok(who, 'GET', `${base()}/flights/${id}`),
      ),
  },
  {
    name: 'stay',
    inTrip: true,
    readOnly: ['_id', 'nights'],
    create: () =>
      posted(
        `${base()}/bookings`,
        { accommodationName: 'Hotel Alfama', checkIn: '2031-05-10', checkOut: '2031-05-12', price: '240.50' },
        (id, who) => ok(who, 'GET', `${base()}/bookings/${id}`),
      ),
  },
  {
    name: 'stay marked booked (PATCH)',
    method: 'PATCH',
    inTrip: true,
    readOnly: ['_id', 'accommodationName', 'checkOut'],
    create: async () => {
      const stay = await posted(
        `${base()}/bookings`,
        { accommodationName: 'Casa do Rio', checkIn: '2031-05-12', checkOut: '2031-05-14' },
        (id, who) => ok(who, 'GET', `${base()}/bookings/${id}`),
      );
      return { url: `${stay.url}/booked`, read: stay.read };
    },
  },
  {
    name: 'tour',
    inTrip: true,
    readOnly: ['_id'],
    create: () =>
      posted(`${base()}/tours`, { name: 'Tram 28', date: '2031-05-11', time: '10:00', price: 3 }, (id, who) =>
        ok(who, 'GET', `${base()}/tours/${id}`),
      ),
  },
  {
    name: 'itinerary item',
    inTrip: true,
    readOnly: ['_id'],
    create: () =>
      posted(
        `${base()}/itinerary`,
        { date: '2031-05-11', timeOfDay: 'morning', placeName: 'Belém' },
        async (id, who) => {
          const days = (await ok(who, 'GET', `${base()}/itinerary`)) as { items: Json[] }[];
          return days.flatMap((day) => day.items).find((item) => item._id === id)!;
        },
      ),
  },
  {
    name: 'expense',
    inTrip: true,
    readOnly: ['_id', 'createdAt', 'rateCurrency'],
    create: async () => {
      const [me] = (await ok(owner, 'GET', `${base()}/participants`)) as Json[];
      return posted(
        `${base()}/expenses`,
        {
          description: 'Dinner',
          amount: '30',
          currency: 'EUR',
          category: 'food',
          date: '2031-05-11',
          paidBy: me!._id,
          division: 'equal',
          participants: [{ participantId: me!._id }],
        },
        (id, who) => ok(who, 'GET', `${base()}/expenses/${id}`),
      );
    },
  },
  {
    name: 'checklist group',
    inTrip: true,
    readOnly: ['_id', 'items'],
    create: async () => {
      const group = await ok(owner, 'POST', `${base()}/checklist`, { name: 'Documents' });
      await ok(owner, 'POST', `${base()}/checklist/${group._id}/items`, { text: 'Passport' });
      return {
        url: `${base()}/checklist/${group._id}`,
        read: (who = owner) => listed(who, `${base()}/checklist`, group._id),
      };
    },
  },
  {
    name: 'checklist item',
    inTrip: true,
    readOnly: ['_id'],
    create: async () => {
      const group = await ok(owner, 'POST', `${base()}/checklist`, { name: 'Clothes' });
      const items = `${base()}/checklist/${group._id}/items`;
      const item = await ok(owner, 'POST', items, { text: 'Coat' });
      return {
        url: `${items}/${item._id}`,
        read: async (who = owner) =>
          ((await listed(who, `${base()}/checklist`, group._id)).items as Json[]).find(
            (candidate) => candidate._id === item._id,
          )!,
      };
    },
  },
  {
    name: 'tip',
    inTrip: true,
    readOnly: ['_id'],
    create: () =>
      posted(`${base()}/tips`, { category: 'food', text: 'Try the pastéis' }, (id, who) =>
        listed(who, `${base()}/tips`, id),
      ),
  },
  {
    name: 'contact',
    inTrip: true,
    readOnly: ['_id'],
    create: () =>
      posted(`${base()}/contacts`, { name: 'Hotel', type: 'email', value: 'desk@hotel.pt' }, (id, who) =>
        listed(who, `${base()}/contacts`, id),
      ),
  },
  {
    name: 'photo',
    inTrip: true,
    readOnly: ['_id'],
    create: async () => {
      const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c33' } })
        .jpeg()
        .toBuffer();
      const { payload, headers } = multipartFile(jpeg, { fileName: 'tram.jpg', type: 'image/jpeg' });
      const res = await call(owner, 'POST', `${base()}/photos`, payload, headers);
      expect(res.statusCode, res.body).toBe(201);
      const photo = res.json();
      return {
        url: `${base()}/photos/${photo._id}`,
        read: (who = owner) => listed(who, `${base()}/photos`, photo._id),
      };
    },
  },
  {
    name: 'public link',
    inTrip: true,
    writersOnly: true,
    readOnly: [],
    create: async () => {
      const url = `${base()}/public-link`;
      await ok(owner, 'PUT', url, { includeCosts: false });
      return { url, read: (who = owner) => ok(who, 'GET', url) };
    },
  },
  {
    name: "a person's role on the trip",
    inTrip: true,
    readOnly: ['userId', 'name', 'email'],
    create: async () => {
      const friend = await createUser(ctx);
      await shareTrip(ctx, tripId, friend, 'viewer');
      const people = `${base()}/shares`;
      const them = (list: unknown) => (list as Json[]).find((person) => person.userId === friend.user.id)!;
      return {
        url: `${people}/${friend.user.id}`,
        read: async (who = owner) => them(await ok(who, 'GET', people)),
        inAnswer: them,
      };
    },
  },
  {
    name: 'passkey',
    readOnly: ['_id', 'createdAt', 'deviceType', 'backedUp'],
    create: async () => {
      const [passkey] = await ctx.db
        .insert(userPasskeys)
        .values({
          userId: owner.user.id,
          credentialId: `credential-${Math.random()}`,
          publicKey: 'key',
          deviceType: 'multiDevice',
          name: 'Phone',
        })
        .returning();
      return {
        url: `/api/users/passkeys/${passkey!.id}`,
        read: () => listed(owner, '/api/users/passkeys', passkey!.id),
      };
    },
  },
  {
    name: 'profile',
    readOnly: ['_id'],
    create: async () => ({ url: '/api/users/profile', read: () => ok(owner, 'GET', '/api/users/profile') }),
  },
  {
    name: 'settings',
    readOnly: [],
    create: async () => ({ url: '/api/users/settings', read: () => ok(owner, 'GET', '/api/users/settings') }),
  },
  {
    name: 'agency',
    writer: () => agency.people.manager,
    readOnly: ['_id'],
    create: async () => {
      const url = `/api/agencies/${agency.agencyId}`;
      return { url, read: () => ok(agency.people.manager, 'GET', url) };
    },
  },
  {
    name: 'agency consultant',
    writer: () => agency.people.manager,
    readOnly: ['userId'],
    create: async () => {
      const list = `/api/agencies/${agency.agencyId}/consultants`;
      return {
        url: `${list}/${agency.consultantId}`,
        read: () => listed(agency.people.manager, list, agency.consultantId),
      };
    },
  },
  {
    name: 'agency client',
    writer: () => agency.people.manager,
    readOnly: ['userId'],
    create: async () => {
      const list = `/api/agencies/${agency.agencyId}/clients`;
      return {
        url: `${list}/${agency.clientId}`,
        read: () => listed(agency.people.manager, list, agency.clientId),
      };
    },
  },
  {
    name: 'account, by the platform admin',
    writer: () => agency.people.admin,
    readOnly: ['email', 'status', 'createdAt'],
    // Its latest audit entry names the admin's change: a PUT moves it.
    volatile: ['lastAction'],
    create: async () => {
      const person = await createUser(ctx);
      return {
        url: `/api/admin/users/${person.user.id}`,
        read: () => listed(agency.people.admin, '/api/admin/users', person.user.id),
      };
    },
  },
  {
    name: 'platform settings',
    writer: () => agency.people.admin,
    readOnly: [],
    create: async () => ({
      url: '/api/admin/settings',
      read: () => ok(agency.people.admin, 'GET', '/api/admin/settings'),
    }),
  },
];

describe.each(CASES)('$name: the body GET answered', (c) => {
  const method = c.method ?? 'PUT';
  const writer = () => c.writer?.() ?? owner;

  async function refused(url: string, body: object, who = writer()) {
    const res = await call(who, method, url, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    return res.json().details as { path: string; message: string }[];
  }

  it('sent back whole changes nothing', async () => {
    const { url, read, inAnswer = (answer) => answer as Json } = await c.create();
    const before = await read();
    const res = await call(writer(), method, url, before);
    expect(res.statusCode, res.body).toBe(200);
    const volatile = c.volatile ?? [];
    expect(without(inAnswer(res.json()), volatile)).toEqual(without(before, volatile));
    expect(without(await read(), volatile)).toEqual(without(before, volatile));
  });

  it.runIf(c.readOnly.length)('with a read-only field changed is refused, naming it', async () => {
    const { url, read } = await c.create();
    const before = await read();
    for (const path of c.readOnly) {
      expect(await refused(url, changedAt(before, path)), path).toEqual([
        { path, message: 'This field cannot be changed.' },
      ]);
    }
    expect(without(await read(), c.volatile ?? [])).toEqual(without(before, c.volatile ?? []));
  });

  it('with a key GET does not answer is refused as unknown', async () => {
    const { url, read } = await c.create();
    expect(await refused(url, { ...(await read()), nickname: 'x' })).toEqual([
      { path: 'nickname', message: 'This field is not accepted here.' },
    ]);
  });

  it.runIf(c.inTrip)("is still the viewer's 403 and the stranger's 404", async () => {
    const { url, read } = await c.create();
    const viewersCopy = await read(c.writersOnly ? owner : viewer);
    expect((await call(viewer, method, url, viewersCopy)).statusCode).toBe(403);
    expect((await call(stranger, method, url, method === 'PATCH' ? { booked: true } : {})).statusCode).toBe(
      404,
    );
    // Nothing is compared for someone who may not read it: the body is checked as it is, as for an
    // unknown id, and nothing tells whether a value sent is the stored one.
    const whole = await call(stranger, method, url, await read());
    if (whole.statusCode !== 404) {
      expect(whole.statusCode, whole.body).toBe(400);
      const messages = (whole.json().details as { message: string }[]).map((detail) => detail.message);
      expect(new Set(messages)).toEqual(new Set(['This field is not accepted here.']));
    }
  });
});
