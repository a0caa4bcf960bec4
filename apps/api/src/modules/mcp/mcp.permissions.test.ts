import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { addDays, READ_SCOPES, type TokenScope } from '@trilha/shared';
import { createTestApp, type TestContext } from '../../../test/app';
import { createPersonalToken, type CreatedUser } from '../../../test/factories';
import { tripCast, type TripCast } from '../../../test/trip-cast';
import { callTool, listening, mcpClient } from './mcp.test-client';

/**
 * Every MCP tool × the personal tokens of the trip's cast (issue 36): as the HTTP role tables, a tool
 * answers its holder's rights on the trip, and never more than the token's scopes allow. The outcome is
 * the tool's success or the code of its tool error.
 */
let ctx: TestContext;
let cast: TripCast;
let seeded: Awaited<ReturnType<typeof seed>>;
const clients = new Map<Caller, Client>();

type Caller =
  | 'owner by token'
  | 'admin by token'
  | 'viewer by token'
  | 'owner by read-only token'
  | 'stranger by token'
  | 'owner by trips-only token'
  | 'owner by expenses-only token';

const TOKENS: Record<Caller, { who: keyof Omit<TripCast, 'trip'>; scopes?: readonly TokenScope[] }> = {
  'owner by token': { who: 'owner' },
  'admin by token': { who: 'admin' },
  'viewer by token': { who: 'viewer' },
  'owner by read-only token': { who: 'owner', scopes: READ_SCOPES },
  'stranger by token': { who: 'stranger' },
  'owner by trips-only token': { who: 'owner', scopes: ['trips:write'] },
  'owner by expenses-only token': { who: 'owner', scopes: ['expenses:write'] },
};

async function post(who: CreatedUser, url: string, payload: object) {
  const res = await ctx.app.inject({ method: 'POST', url, payload, headers: who.auth });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}

/** What the write tools act on, made by the owner over HTTP. */
async function seed() {
  const base = `/api/trips/${cast.trip.id}`;
  const group = await post(cast.owner, `${base}/checklist`, { name: 'Documents' });
  const item = await post(cast.owner, `${base}/checklist/${group._id}/items`, { text: 'Passport' });
  const place = await post(cast.owner, `${base}/itinerary`, {
    date: cast.trip.startDate,
    timeOfDay: 'morning',
    placeName: 'Castelo de São Jorge',
  });
  const people = await ctx.app.inject({
    method: 'GET',
    url: `${base}/participants`,
    headers: cast.owner.auth,
  });
  const owner = (people.json() as { _id: string; userId: string | null }[]).find(
    (person) => person.userId === cast.owner.user.id,
  )!;
  return { groupId: group._id as string, itemId: item._id as string, placeId: place._id as string, owner };
}

beforeAll(async () => {
  ctx = await createTestApp();
  const baseUrl = await listening(ctx);
  cast = await tripCast(ctx);
  seeded = await seed();
  for (const [caller, { who, scopes }] of Object.entries(TOKENS) as [Caller, (typeof TOKENS)[Caller]][]) {
    const { token } = await createPersonalToken(ctx, cast[who], scopes);
    clients.set(caller, await mcpClient(baseUrl, token));
  }
}, 120_000);
afterAll(async () => {
  for (const client of clients.values()) await client.close();
  await ctx.close();
});

const mail = (date: string) =>
  `Voo G3 1450\nSaída: ${date} 07:10 São Paulo - Congonhas (CGH)\nChegada: 08:15 Rio de Janeiro - Santos Dumont (SDU)\nLocalizador: XK7PLM`;

interface ToolCase {
  name: string;
  area: 'trips' | 'expenses';
  writes: boolean;
  args: () => Record<string, unknown>;
}

const onTrip = (args: Record<string, unknown> = {}) => ({ tripId: cast.trip.id, ...args });
const someday = (days: number) => addDays(cast.trip.startDate, days);

const TOOLS: ToolCase[] = [
  { name: 'list_trips', area: 'trips', writes: false, args: () => ({}) },
  { name: 'get_trip', area: 'trips', writes: false, args: () => onTrip() },
  { name: 'get_day', area: 'trips', writes: false, args: () => onTrip({ date: someday(0) }) },
  { name: 'list_checklist', area: 'trips', writes: false, args: () => onTrip() },
  { name: 'get_balances', area: 'expenses', writes: false, args: () => onTrip() },
  {
    name: 'add_itinerary_place',
    area: 'trips',
    writes: true,
    args: () => onTrip({ date: someday(1), timeOfDay: 'evening', placeName: 'Miradouro' }),
  },
  {
    name: 'move_itinerary_place',
    area: 'trips',
    writes: true,
    args: () => onTrip({ itemId: seeded.placeId, date: someday(2), position: 0 }),
  },
  {
    name: 'add_flight',
    area: 'trips',
    writes: true,
    args: () =>
      onTrip({
        airline: 'TAP',
        flightNumber: 'TP84',
        departure: { airport: 'GRU', time: `${someday(0)}T22:00` },
        arrival: { airport: 'LIS', time: `${someday(1)}T11:05` },
      }),
  },
  {
    name: 'add_stay',
    area: 'trips',
    writes: true,
    args: () => onTrip({ accommodationName: 'Hotel Avenida', checkIn: someday(0), checkOut: someday(2) }),
  },
  {
    name: 'add_tour',
    area: 'trips',
    writes: true,
    args: () => onTrip({ name: 'Tram 28', date: someday(1) }),
  },
  {
    name: 'tick_checklist_item',
    area: 'trips',
    writes: true,
    args: () => onTrip({ groupId: seeded.groupId, itemId: seeded.itemId }),
  },
  {
    name: 'import_booking_text',
    area: 'trips',
    writes: true,
    args: () => onTrip({ text: mail(someday(0)) }),
  },
  {
    name: 'add_expense',
    area: 'expenses',
    writes: true,
    args: () =>
      onTrip({
        description: 'Dinner',
        amount: 40,
        currency: 'EUR',
        category: 'food',
        date: someday(0),
        paidBy: seeded.owner._id,
        division: 'equal',
        participants: [{ participantId: seeded.owner._id }],
      }),
  },
];

/** 'ok', or the code of the tool error: the trip's policy first (as the route's), then the token's scopes. */
function expected(caller: Caller, tool: ToolCase): string {
  const scopeMissing =
    (caller === 'owner by read-only token' && tool.writes) ||
    (caller === 'owner by trips-only token' && tool.area !== 'trips') ||
    (caller === 'owner by expenses-only token' && tool.area !== 'expenses');
  if (scopeMissing) return 'SCOPE_REQUIRED';
  // Listing shows one's own trips: nobody is refused.
  if (tool.name === 'list_trips') return 'ok';
  if (caller === 'stranger by token') return 'TRIP_NOT_FOUND';
  if (caller === 'viewer by token' && tool.writes) return 'FORBIDDEN';
  return 'ok';
}

describe('MCP tools by personal token', () => {
  for (const tool of TOOLS) {
    for (const caller of Object.keys(TOKENS) as Caller[]) {
      const outcome = expected(caller, tool);
      it(`${caller} → ${tool.name}: ${outcome}`, async () => {
        const answer = await callTool(clients.get(caller)!, tool.name, tool.args());
        expect(answer.isError ? answer.json.code : 'ok', answer.text).toBe(outcome);
        if (outcome === 'ok' && tool.name === 'list_trips') {
          const ids = (answer.json.trips as { _id: string }[]).map((trip) => trip._id);
          expect(ids.includes(cast.trip.id)).toBe(caller !== 'stranger by token');
        }
      });
    }
  }
});
