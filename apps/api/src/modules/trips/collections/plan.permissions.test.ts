import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/app';
import {
  describeRoleTable,
  READ,
  writeStatus,
  type RoleRoute,
  type TripCast,
} from '../../../../test/trip-cast';
import { checklistGroups, checklistItems, contacts, itineraryItems, tips } from '../../../db/schema';

/** Every checklist, tips, contacts and itinerary route × owner, admin, viewer, stranger, anonymous. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function seed(cast: TripCast) {
  const tripId = cast.trip.id;
  const [group] = await ctx.db.insert(checklistGroups).values({ tripId, name: 'Documents' }).returning();
  const [item] = await ctx.db
    .insert(checklistItems)
    .values({ tripId, groupId: group!.id, text: 'Passport' })
    .returning();
  const [tip] = await ctx.db
    .insert(tips)
    .values({ tripId, category: 'money', text: 'Cards work everywhere' })
    .returning();
  const [contact] = await ctx.db
    .insert(contacts)
    .values({ tripId, name: 'Embassy', type: 'phone', value: '+351 21 000 0000' })
    .returning();
  const [stop] = await ctx.db
    .insert(itineraryItems)
    .values({ tripId, date: cast.trip.startDate, timeOfDay: 'morning', placeName: 'Belém', position: 0 })
    .returning();
  return { group: group!.id, item: item!.id, tip: tip!.id, contact: contact!.id, stop: stop!.id };
}

type Ids = Awaited<ReturnType<typeof seed>>;

const routes: RoleRoute<Ids>[] = [
  { name: 'read the checklist', method: 'GET', url: (t) => `/api/trips/${t}/checklist`, expected: READ },
  {
    name: 'add a group',
    method: 'POST',
    url: (t) => `/api/trips/${t}/checklist`,
    body: () => ({ name: 'Clothes' }),
    expected: writeStatus(201),
  },
  {
    name: 'rename a group',
    method: 'PUT',
    url: (t, i) => `/api/trips/${t}/checklist/${i.group}`,
    body: () => ({ name: 'Papers' }),
    expected: writeStatus(200),
  },
  {
    name: 'delete a group',
    method: 'DELETE',
    url: (t, i) => `/api/trips/${t}/checklist/${i.group}`,
    expected: writeStatus(204),
  },
  {
    name: 'add an item',
    method: 'POST',
    url: (t, i) => `/api/trips/${t}/checklist/${i.group}/items`,
    body: () => ({ text: 'Visa' }),
    expected: writeStatus(201),
  },
  {
    name: 'tick an item',
    method: 'PUT',
    url: (t, i) => `/api/trips/${t}/checklist/${i.group}/items/${i.item}`,
    body: () => ({ done: true }),
    expected: writeStatus(200),
  },
  {
    name: 'delete an item',
    method: 'DELETE',
    url: (t, i) => `/api/trips/${t}/checklist/${i.group}/items/${i.item}`,
    expected: writeStatus(204),
  },
  { name: 'read the tips', method: 'GET', url: (t) => `/api/trips/${t}/tips`, expected: READ },
  {
    name: 'add a tip',
    method: 'POST',
    url: (t) => `/api/trips/${t}/tips`,
    body: () => ({ category: 'food', text: 'Try bifanas' }),
    expected: writeStatus(201),
  },
  {
    name: 'edit a tip',
    method: 'PUT',
    url: (t, i) => `/api/trips/${t}/tips/${i.tip}`,
    body: () => ({ category: 'money', text: 'Cash for trams' }),
    expected: writeStatus(200),
  },
  {
    name: 'delete a tip',
    method: 'DELETE',
    url: (t, i) => `/api/trips/${t}/tips/${i.tip}`,
    expected: writeStatus(204),
  },
  { name: 'read the contacts', method: 'GET', url: (t) => `/api/trips/${t}/contacts`, expected: READ },
  {
    name: 'add a contact',
    method: 'POST',
    url: (t) => `/api/trips/${t}/contacts`,
    body: () => ({ name: 'Hotel', type: 'email', value: 'desk@hotel.pt' }),
    expected: writeStatus(201),
  },
  {
    name: 'edit a contact',
    method: 'PUT',
    url: (t, i) => `/api/trips/${t}/contacts/${i.contact}`,
    body: () => ({ name: 'Embassy', type: 'phone', value: '+351 21 111 1111' }),
    expected: writeStatus(200),
  },
  {
    name: 'delete a contact',
    method: 'DELETE',
    url: (t, i) => `/api/trips/${t}/contacts/${i.contact}`,
    expected: writeStatus(204),
  },
  { name: 'read the itinerary', method: 'GET', url: (t) => `/api/trips/${t}/itinerary`, expected: READ },
  {
    name: 'add a stop',
    method: 'POST',
    url: (t) => `/api/trips/${t}/itinerary`,
    body: (c) => ({ date: c.trip.startDate, timeOfDay: 'evening', placeName: 'Alfama' }),
    expected: writeStatus(201),
  },
  {
    name: 'edit a stop',
    method: 'PUT',
    url: (t, i) => `/api/trips/${t}/itinerary/${i.stop}`,
    body: () => ({ notes: 'Go early' }),
    expected: writeStatus(200),
  },
  { name: 'read a day', method: 'GET', url: (t) => `/api/trips/${t}/days/2030-01-01`, expected: READ },
  {
    name: 'travel times between stops',
    method: 'POST',
    readsOnly: true,
    url: (t) => `/api/trips/${t}/route`,
    body: () => ({
      mode: 'walking',
      stops: [
        { lat: 38.7139, lon: -9.1394 },
        { lat: 38.6916, lon: -9.2157 },
      ],
    }),
    expected: READ,
  },
  {
    name: 'delete a stop',
    method: 'DELETE',
    url: (t, i) => `/api/trips/${t}/itinerary/${i.stop}`,
    expected: writeStatus(204),
  },
];

describeRoleTable('plan permissions', () => ctx, seed, routes);
