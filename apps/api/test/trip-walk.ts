import { addDays } from '@trilha/shared';
import { expect } from 'vitest';
import type { TestContext } from './app';
import type { CreatedUser } from './factories';

/** One of each thing a trip holds, added through the API by someone who may edit it. */
export async function fillThroughApi(ctx: TestContext, editor: CreatedUser, tripId: string, start: string) {
  const post = async (url: string, payload: object) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${tripId}${url}`,
      payload,
      headers: editor.auth,
    });
    if (res.statusCode !== 201) throw new Error(`setup: POST ${url} answered ${res.statusCode}: ${res.body}`);
    return (res.json() as { _id: string })._id;
  };
  const departure = { airport: 'GRU', time: `${addDays(start, -1)}T22:05` };
  const arrival = { airport: 'LIS', time: `${start}T11:40` };
  const participant = await post('/participants', { name: 'Guest' });
  const ids = {
    flight: await post('/flights', { airline: 'TAP', flightNumber: 'TP 88', departure, arrival }),
    booking: await post('/bookings', {
      accommodationName: 'Alfama',
      checkIn: start,
      checkOut: addDays(start, 2),
    }),
    tour: await post('/tours', { name: 'Tram 28', date: addDays(start, 1), time: '10:00' }),
    itinerary: await post('/itinerary', { date: addDays(start, 1), timeOfDay: 'evening', placeName: 'Fado' }),
    group: await post('/checklist', { name: 'Documents' }),
    tip: await post('/tips', { category: 'food', text: 'Bring water' }),
    contact: await post('/contacts', { name: 'Hotel', type: 'phone', value: '+351 21 000 0000' }),
    participant,
    expense: await post('/expenses', {
      description: 'Dinner',
      amount: '40',
      currency: 'EUR',
      category: 'food',
      date: start,
      paidBy: participant,
      division: 'equal',
      participants: [{ participantId: participant }],
    }),
  };
  return ids;
}

export type TripIds = Awaited<ReturnType<typeof fillThroughApi>>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every route that reads or changes one trip, with a body each would accept from someone allowed. */
export function tripRoutes(tripId: string, ids: TripIds, start: string, stranger: string, selfId: string) {
  const trip = `/api/trips/${tripId}`;
  const routes: [Method, string, object?][] = [
    ['GET', trip],
    ['PUT', trip, { title: 'Taken over' }],
    ['GET', `${trip}/shares`],
    ['POST', `${trip}/shares`, { email: stranger, role: 'admin' }],
    ['GET', `${trip}/invite-links`],
    ['POST', `${trip}/invite-links`, { role: 'viewer', maxUses: 1 }],
    ['GET', `${trip}/days/${addDays(start, 1)}`],
    ['GET', `${trip}/export.pdf`],
    ['POST', `${trip}/export/email`, { to: [stranger] }],
    ['GET', `${trip}/photos`],
    ['GET', `${trip}/participants`],
    ['POST', `${trip}/participants`, { name: 'Spy' }],
    ['GET', `${trip}/expenses`],
    ['GET', `${trip}/expenses/summary`],
    ['PUT', `${trip}/expenses/${ids.expense}`, { description: 'Changed' }],
    ['DELETE', `${trip}/expenses/${ids.expense}`],
    ['GET', `${trip}/flights`],
    ['PUT', `${trip}/flights/${ids.flight}`, { airline: 'Azul' }],
    ['POST', `${trip}/flights/${ids.flight}/refresh-status`],
    ['GET', `${trip}/flights/${ids.flight}/ticket`],
    ['DELETE', `${trip}/flights/${ids.flight}`],
    ['GET', `${trip}/itinerary`],
    ['POST', `${trip}/itinerary`, { date: addDays(start, 2), timeOfDay: 'morning', placeName: 'Belém' }],
    ['PUT', `${trip}/itinerary/${ids.itinerary}`, { placeName: 'Changed' }],
    ['DELETE', `${trip}/itinerary/${ids.itinerary}`],
    ['GET', `${trip}/checklist`],
    ['POST', `${trip}/checklist`, { name: 'Clothes' }],
    ['POST', `/api/ai/trips/${tripId}/tips`, {}],
    ['POST', `/api/ai/trips/${tripId}/tips/accept`, { tips: [{ category: 'food', text: 'Eat' }] }],
    ['POST', `/api/ai/trips/${tripId}/checklist/accept`, { groups: [{ name: 'G', items: [{ text: 'I' }] }] }],
  ];
  for (const [path, id, body] of [
    ['bookings', ids.booking, { accommodationName: 'Baixa', checkIn: start, checkOut: addDays(start, 1) }],
    ['tours', ids.tour, { name: 'Sintra', date: addDays(start, 2) }],
    ['tips', ids.tip, { category: 'money', text: 'Cash' }],
    ['contacts', ids.contact, { name: 'Taxi', type: 'phone', value: '+351 21 111 1111' }],
  ] as const) {
    routes.push(
      ['GET', `${trip}/${path}`],
      ['POST', `${trip}/${path}`, body],
      ['PUT', `${trip}/${path}/${id}`, body],
      ['DELETE', `${trip}/${path}/${id}`],
    );
  }
  routes.splice(4, 0, ['GET', `${trip}/bookings/${ids.booking}`], ['GET', `${trip}/tours/${ids.tour}`]);
  routes.splice(4, 0, ['GET', `${trip}/bookings/${ids.booking}/files`]);
  // Last, as they end the caller's access when they have it.
  routes.push(['DELETE', trip], ['DELETE', `${trip}/shares/${selfId}`]);
  return routes;
}

/** Each route as `who`: `METHOD url → status code`. */
export async function walk(
  ctx: TestContext,
  who: CreatedUser,
  tripId: string,
  routes: ReturnType<typeof tripRoutes>,
) {
  const answers: string[] = [];
  for (const [method, url, payload] of routes) {
    const res = await ctx.app.inject({ method, url, payload, headers: who.auth });
    const code = res.headers['content-type']?.includes('json') ? (res.json() as { code?: string }).code : '';
    answers.push(`${method} ${url.replace(tripId, ':id')} → ${res.statusCode} ${code ?? ''}`.trim());
  }
  return answers;
}

/** Every route answers `who` 404 TRIP_NOT_FOUND (no existence leak), and GET /trips does not list it. */
export async function expectNoTripAccess(
  ctx: TestContext,
  who: CreatedUser,
  tripId: string,
  routes: ReturnType<typeof tripRoutes>,
) {
  const answers = await walk(ctx, who, tripId, routes);
  expect(answers.filter((answer) => !answer.endsWith('→ 404 TRIP_NOT_FOUND'))).toEqual([]);
  const list = await ctx.app.inject({ url: '/api/trips?when=all', headers: who.auth });
  expect(list.json().map((trip: { _id: string }) => trip._id)).not.toContain(tripId);
}
