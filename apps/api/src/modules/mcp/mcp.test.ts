import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { addDays } from '@trilha/shared';
import { createTestApp, type TestContext } from '../../../test/app';
import { createPersonalToken, createTrip, createUser, type CreatedUser } from '../../../test/factories';
import { callTool, listening, mcpClient } from './mcp.test-client';

let ctx: TestContext;
let baseUrl: string;
beforeAll(async () => {
  ctx = await createTestApp();
  baseUrl = await listening(ctx);
});
afterAll(() => ctx.close());

const TOOLS = [
  'list_trips',
  'get_trip',
  'get_day',
  'add_itinerary_place',
  'move_itinerary_place',
  'add_flight',
  'add_stay',
  'add_tour',
  'add_expense',
  'get_balances',
  'list_checklist',
  'tick_checklist_item',
  'import_booking_text',
];

/** What the HTTP route answers the same person (by session), for comparing with a tool's answer. */
async function httpGet(who: CreatedUser, url: string) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: who.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function httpPost(who: CreatedUser, url: string, payload: object) {
  const res = await ctx.app.inject({ method: 'POST', url, payload, headers: who.auth });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}

const mail = (date: string) =>
  `Voo G3 1450\nSaída: ${date} 07:10 São Paulo - Congonhas (CGH)\nChegada: 08:15 Rio de Janeiro - Santos Dumont (SDU)\nLocalizador: XK7PLM`;

describe('the MCP server', () => {
  it('lists every tool with a description and the input schema of its route', async () => {
    const owner = await createUser(ctx);
    const client = await mcpClient(baseUrl, (await createPersonalToken(ctx, owner)).token);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...TOOLS].sort());
    for (const tool of tools) {
      expect(tool.description!.length, tool.name).toBeGreaterThan(40);
      expect(tool.inputSchema.type).toBe('object');
    }
    const addFlight = tools.find((tool) => tool.name === 'add_flight')!;
    expect(addFlight.inputSchema.required).toEqual(
      expect.arrayContaining(['tripId', 'airline', 'flightNumber', 'departure', 'arrival']),
    );
    expect(addFlight.annotations).toMatchObject({ readOnlyHint: false });
    expect(tools.find((tool) => tool.name === 'get_day')!.annotations).toMatchObject({ readOnlyHint: true });
    expect(client.getServerVersion()).toMatchObject({ name: 'trilha' });
    expect(client.getInstructions()).toContain('list_trips');
    await client.close();
  });

  it('answers each tool with what the HTTP route answers', async () => {
    const owner = await createUser(ctx);
    const trip = await createTrip(ctx, owner);
    const base = `/api/trips/${trip.id}`;
    const group = await httpPost(owner, `${base}/checklist`, { name: 'Documents' });
    const passport = await httpPost(owner, `${base}/checklist/${group._id}/items`, { text: 'Passport' });
    const [me] = await httpGet(owner, `${base}/participants`);
    const client = await mcpClient(baseUrl, (await createPersonalToken(ctx, owner)).token);
    const call = (name: string, args: Record<string, unknown> = {}) =>
      callTool(client, name, { tripId: trip.id, ...args });

    const listed = await callTool(client, 'list_trips');
    expect(listed.json).toEqual({ trips: await httpGet(owner, '/api/trips'), nextCursor: null });
    expect(listed.result.structuredContent).toEqual(listed.json);

    const place = await call('add_itinerary_place', {
      date: trip.startDate,
      timeOfDay: 'morning',
      placeName: 'Torre de Belém',
    });
    expect(place.isError, place.text).toBe(false);
    const moved = await call('move_itinerary_place', {
      itemId: place.json._id,
      date: addDays(trip.startDate, 1),
      position: 0,
    });
    const [, secondDay] = await httpGet(owner, `${base}/itinerary`);
    expect(secondDay.items).toEqual([moved.json]);
    expect(moved.json).toMatchObject({ placeName: 'Torre de Belém', date: addDays(trip.startDate, 1) });

    const flight = await call('add_flight', {
      airline: 'TAP',
      flightNumber: 'tp 84',
      departure: { airport: 'GRU', time: `${trip.startDate}T22:00` },
      arrival: { airport: 'LIS', time: `${addDays(trip.startDate, 1)}T11:05` },
    });
    expect(flight.isError, flight.text).toBe(false);
    expect(flight.json).toEqual(await httpGet(owner, `${base}/flights/${flight.json._id}`));
    expect(flight.json).toMatchObject({ flightNumber: 'TP84', departure: { airport: 'GRU' } });

    const stay = await call('add_stay', {
      accommodationName: 'Hotel Avenida',
      checkIn: trip.startDate,
      checkOut: addDays(trip.startDate, 3),
      price: 300,
      booked: true,
    });
    expect(stay.json).toEqual(await httpGet(owner, `${base}/bookings/${stay.json._id}`));
    expect(stay.json.nights).toBe(3);

    const tour = await call('add_tour', {
      name: 'Fado night',
      date: addDays(trip.startDate, 2),
      time: '21:00',
    });
    expect(tour.json).toEqual(await httpGet(owner, `${base}/tours/${tour.json._id}`));

    const expense = await call('add_expense', {
      description: 'Pastéis de nata',
      amount: '12.40',
      currency: 'EUR',
      category: 'food',
      date: trip.startDate,
      paidBy: me._id,
      division: 'equal',
      participants: [{ participantId: me._id }],
    });
    expect(expense.isError, expense.text).toBe(false);
    expect(expense.json).toEqual(await httpGet(owner, `${base}/expenses/${expense.json._id}`));

    // A second expense for the same stay is a conflict, answered as over HTTP (409), not a fault.
    const stayExpense = {
      description: 'Hotel Avenida',
      amount: 300,
      currency: 'EUR',
      category: 'lodging',
      date: trip.startDate,
      paidBy: me._id,
      division: 'equal',
      participants: [{ participantId: me._id }],
      source: { kind: 'booking', id: stay.json._id },
    };
    expect((await call('add_expense', stayExpense)).isError).toBe(false);
    const twice = await call('add_expense', stayExpense);
    expect(twice.isError).toBe(true);
    expect(twice.json).toMatchObject({ statusCode: 409, code: 'EXPENSE_EXISTS' });

    const balances = await call('get_balances');
    expect(balances.json).toEqual(await httpGet(owner, `${base}/expenses/summary`));
    expect(balances.json.total).toBeGreaterThan(12);

    const checklist = await call('list_checklist');
    expect(checklist.json).toEqual(await httpGet(owner, `${base}/checklist`));
    // An array answers as text only: structured content is an object.
    expect(checklist.result.structuredContent).toBeUndefined();
    const ticked = await call('tick_checklist_item', { groupId: group._id, itemId: passport._id });
    expect(ticked.json).toEqual({ ...passport, done: true });
    expect((await httpGet(owner, `${base}/checklist`))[0].items[0].done).toBe(true);

    const previewed = await call('import_booking_text', { text: mail(trip.startDate), previewOnly: true });
    expect(previewed.json).toMatchObject({ applied: null, leftOut: [] });
    expect(previewed.json.preview.flights).toMatchObject([{ flightNumber: 'G31450' }]);
    const imported = await call('import_booking_text', { text: mail(trip.startDate) });
    expect(imported.isError, imported.text).toBe(false);
    expect(imported.json.applied.flights).toMatchObject([{ flightNumber: 'G31450' }]);
    expect(await httpGet(owner, `${base}/flights`)).toEqual(
      expect.arrayContaining([imported.json.applied.flights[0]]),
    );
    // The same mail again: the flight is the trip's already.
    const again = await call('import_booking_text', { text: mail(trip.startDate) });
    expect(again.json.applied).toMatchObject({ flights: [], skipped: [{ kind: 'flight' }] });
    // Without its arrival the flight cannot be added: it is left out, saying what it lacks.
    const arrivalless = mail(trip.startDate).replace(/\nChegada: .*/, '');
    const incomplete = await call('import_booking_text', { text: arrivalless });
    expect(incomplete.json).toMatchObject({ applied: null, leftOut: [{ kind: 'flight', ref: 'f1' }] });
    expect(incomplete.json.leftOut[0].details).toEqual(
      expect.arrayContaining([{ path: 'arrival.time', message: expect.any(String) }]),
    );

    const day = await call('get_day', { date: trip.startDate });
    expect(day.json).toEqual(await httpGet(owner, `${base}/days/${trip.startDate}`));
    expect(day.json.entries.map((entry: { kind: string }) => entry.kind)).toEqual(
      expect.arrayContaining(['check-in', 'flight']),
    );

    const detail = await call('get_trip');
    expect(detail.text).toBe(JSON.stringify(await httpGet(owner, base)));
    await client.close();
  });

  it('refuses bad arguments as the route refuses a bad body: each path, in the person’s language', async () => {
    const owner = await createUser(ctx, { language: 'pt' });
    const trip = await createTrip(ctx, owner);
    const client = await mcpClient(baseUrl, (await createPersonalToken(ctx, owner)).token);
    const refused = await callTool(client, 'add_flight', {
      tripId: trip.id,
      flightNumber: '12345678',
      departure: { airport: 'GRU', time: 'tomorrow' },
      arrival: { airport: 'LIS', time: `${trip.startDate}T11:05` },
      seat: '12A',
    });
    expect(refused.isError).toBe(true);
    expect(refused.json).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    const paths = refused.json.details.map((detail: { path: string }) => detail.path);
    expect(paths).toEqual(expect.arrayContaining(['airline', 'flightNumber', 'departure.time', 'seat']));
    const http = await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${trip.id}/flights`,
      headers: owner.auth,
      payload: {
        flightNumber: '12345678',
        departure: { airport: 'GRU', time: 'tomorrow' },
        arrival: { airport: 'LIS', time: `${trip.startDate}T11:05` },
        seat: '12A',
      },
    });
    expect(refused.json.details).toEqual(expect.arrayContaining(http.json().details));
    expect(refused.text).toContain(`${http.json().message} (VALIDATION_ERROR)`);

    const missingTrip = await callTool(client, 'get_trip', {});
    expect(missingTrip.json.details).toEqual([{ path: 'tripId', message: expect.any(String) }]);
    // An unknown tool is a protocol error, not a tool's.
    await expect(client.callTool({ name: 'delete_everything', arguments: {} })).rejects.toThrow(McpError);
    await client.close();
  });

  it('says why a trip’s policy refuses a call, as a tool error', async () => {
    const owner = await createUser(ctx);
    const stranger = await createUser(ctx);
    const trip = await createTrip(ctx, owner);
    const client = await mcpClient(baseUrl, (await createPersonalToken(ctx, stranger)).token);
    const refused = await callTool(client, 'get_trip', { tripId: trip.id });
    expect(refused).toMatchObject({ isError: true, json: { statusCode: 404, code: 'TRIP_NOT_FOUND' } });
    expect(refused.text).toMatch(/\(TRIP_NOT_FOUND\)$/);
    await client.close();
  });

  it('answers 401 with a Bearer challenge without a valid token, and 405 to GET and DELETE', async () => {
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '1' } },
    };
    const post = (headers: Record<string, string>) =>
      fetch(`${baseUrl}/api/mcp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...headers,
        },
        body: JSON.stringify(initialize),
      });
    const anonymous = await post({});
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer realm="Trilha"');
    expect(await anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const revoked = await post({ authorization: 'Bearer trl_not-a-token' });
    expect(revoked.status).toBe(401);
    expect(revoked.headers.get('www-authenticate')).toBe('Bearer realm="Trilha", error="invalid_token"');

    const owner = await createUser(ctx);
    const { auth } = await createPersonalToken(ctx, owner);
    const answered = await post(auth);
    expect(answered.status).toBe(200);
    expect(answered.headers.get('content-type')).toMatch(/^application\/json/);
    // The hijacked answer keeps the app's security headers and is never stored.
    expect(answered.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answered.headers.get('cache-control')).toBe('no-store');
    expect(await answered.json()).toMatchObject({ id: 1, result: { serverInfo: { name: 'trilha' } } });
    // Stateless: a call needs no session, so a script can call a tool in one request.
    const listed = await fetch(`${baseUrl}/api/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        ...auth,
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/call',
        params: { name: 'list_trips', arguments: {} },
      }),
    });
    expect(await listed.json()).toMatchObject({
      id: 2,
      result: { structuredContent: { trips: [], nextCursor: null } },
    });

    for (const method of ['GET', 'DELETE']) {
      const res = await ctx.app.inject({ method: method as 'GET', url: '/api/mcp', headers: auth });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 } });
    }
  });
});
