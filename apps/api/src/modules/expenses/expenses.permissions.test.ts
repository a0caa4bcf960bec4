import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { describeRoleTable, READ, writeStatus, type RoleRoute, type TripCast } from '../../../test/trip-cast';

/** Every participants, expenses and split presets route × owner, admin, viewer, stranger, anonymous. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function seed(cast: TripCast) {
  const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/trips/${cast.trip.id}/${url}`, payload, headers: cast.owner.auth });
  const guest = (await as('POST', 'participants', { name: 'Guest' })).json()._id as string;
  const spare = (await as('POST', 'participants', { name: 'Spare' })).json()._id as string;
  const people = (await as('GET', 'participants')).json() as { _id: string; kind: string }[];
  const owner = people.find((person) => person.kind === 'user')!._id;
  const body = {
    description: 'Lunch',
    amount: 30,
    currency: cast.trip.currency,
    category: 'food',
    date: cast.trip.startDate,
    paidBy: owner,
    division: 'equal',
    participants: [{ participantId: owner }, { participantId: guest }],
  };
  const expense = (await as('POST', 'expenses', body)).json()._id as string;
  const severalPayers = {
    ...body,
    paidBy: undefined,
    payers: [
      { participantId: owner, amount: 20 },
      { participantId: guest, amount: 10 },
    ],
  };
  const presetBody = { name: 'Couple', units: [{ participantIds: [owner, guest], weight: 1 }] };
  const preset = (await as('POST', 'split-presets', presetBody)).json()._id as string;
  return { expense, spare, body, severalPayers, presetBody, preset };
}

type Ids = Awaited<ReturnType<typeof seed>>;

const routes: RoleRoute<Ids>[] = [
  { name: 'list people', method: 'GET', url: (t) => `/api/trips/${t}/participants`, expected: READ },
  {
    name: 'add a guest',
    method: 'POST',
    url: (t) => `/api/trips/${t}/participants`,
    body: () => ({ name: 'New guest' }),
    expected: writeStatus(201),
  },
  {
    name: 'remove a guest',
    method: 'DELETE',
    url: (t, i) => `/api/trips/${t}/participants/${i.spare}`,
    expected: writeStatus(204),
  },
  { name: 'list expenses', method: 'GET', url: (t) => `/api/trips/${t}/expenses`, expected: READ },
  {
    name: 'read an expense',
    method: 'GET',
    url: (t, i) => `/api/trips/${t}/expenses/${i.expense}`,
    expected: READ,
  },
  { name: 'read the summary', method: 'GET', url: (t) => `/api/trips/${t}/expenses/summary`, expected: READ },
  {
    name: 'read a rate',
    method: 'GET',
    url: (t) => `/api/trips/${t}/expenses/rate?currency=EUR&date=2030-01-01`,
    expected: READ,
  },
  {
    name: 'add an expense',
    method: 'POST',
    url: (t) => `/api/trips/${t}/expenses`,
    body: (_cast, i) => i.body,
    expected: writeStatus(201),
  },
  {
    name: 'add an expense several people paid',
    method: 'POST',
    url: (t) => `/api/trips/${t}/expenses`,
    body: (_cast, i) => i.severalPayers,
    expected: writeStatus(201),
  },
  {
    name: 'edit an expense',
    method: 'PUT',
    url: (t, i) => `/api/trips/${t}/expenses/${i.expense}`,
    body: (_cast, i) => ({ ...i.body, amount: 45 }),
    expected: writeStatus(200),
  },
  {
    name: 'delete an expense',
    method: 'DELETE',
    url: (t, i) => `/api/trips/${t}/expenses/${i.expense}`,
    expected: writeStatus(204),
  },
  { name: 'list split presets', method: 'GET', url: (t) => `/api/trips/${t}/split-presets`, expected: READ },
  {
    name: 'save a split preset',
    method: 'POST',
    url: (t) => `/api/trips/${t}/split-presets`,
    body: (_cast, i) => i.presetBody,
    expected: writeStatus(201),
  },
  {
    name: 'edit a split preset',
    method: 'PUT',
    url: (t, i) => `/api/trips/${t}/split-presets/${i.preset}`,
    body: () => ({ name: 'Renamed' }),
    expected: writeStatus(200),
  },
  {
    name: 'delete a split preset',
    method: 'DELETE',
    url: (t, i) => `/api/trips/${t}/split-presets/${i.preset}`,
    expected: writeStatus(204),
  },
];

describeRoleTable('expenses permissions', () => ctx, seed, routes);
