import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { createTrip, createUser, type CreatedUser } from '../../test/factories';
import { nulCharacterPaths } from './plain-text';

let ctx: TestContext;
let me: CreatedUser;
let tripId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  me = await createUser(ctx, { language: 'en' });
  tripId = (await createTrip(ctx, me)).id;
});
afterAll(() => ctx.close());

const NUL = '\u0000';
const NOT_ALLOWED = 'This text contains a character that is not allowed.';

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = {}) =>
  ctx.app.inject({ method, url, payload, headers: { ...me.auth, ...headers } });

describe('a NUL character', () => {
  it.each([
    ['a trip title', 'POST', '/api/trips', () => ({ title: `Lis${NUL}bon` }), 'title'],
    ['feedback text', 'POST', '/api/feedback', () => ({ type: 'bug', text: `broken${NUL}` }), 'text'],
    ['a profile name', 'PUT', '/api/users/profile', () => ({ name: NUL }), 'name'],
    ['a checklist group', 'POST', `/api/trips/{trip}/checklist`, () => ({ name: `x${NUL}y` }), 'name'],
    [
      'a passenger deep in a flight',
      'POST',
      '/api/trips/{trip}/flights',
      () => ({ airline: 'TAP', passengers: [{ name: 'Ana' }, { name: `Bru${NUL}no` }] }),
      'passengers.1.name',
    ],
    ['a key of the body', 'PUT', '/api/users/settings', () => ({ [`lang${NUL}`]: 'en' }), `lang${NUL}`],
  ] as const)('in %s answers 400 naming the field', async (_, method, url, body, path) => {
    const res = await call(method, url.replace('{trip}', tripId), body());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      error: 'Bad Request',
      message: NOT_ALLOWED,
      details: [{ path, message: NOT_ALLOWED }],
    });
  });

  it.each([
    ['the trip search', `/api/trips?q=a%00b`, 'q'],
    ['the user search', `/api/users/search?query=ana%00`, 'query'],
    ['the place search', `/api/places/search?q=%00%00`, 'q'],
    ['a trip id', `/api/trips/%00`, 'id'],
    ['a flight id', `/api/trips/{trip}/flights/abc%00`, 'flightId'],
  ])('in %s answers 400 naming the parameter', async (_, url, path) => {
    const res = await call('GET', url.replace('{trip}', tripId));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path, message: NOT_ALLOWED }] });
  });

  it('is refused in the caller’s language and stores nothing', async () => {
    const res = await call('POST', '/api/trips', { title: `Porto${NUL}` }, { 'accept-language': 'pt-BR' });
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Este texto contém um caractere não permitido.',
    });
    const trips = (await call('GET', '/api/trips')).json() as { title: string }[];
    expect(trips.some((trip) => trip.title.startsWith('Porto'))).toBe(false);
  });
});

describe('nulCharacterPaths', () => {
  it('finds every string and key with a NUL, shallowest first', () => {
    expect(
      nulCharacterPaths({ a: [`x${NUL}`, 'y'], b: { c: { d: NUL } }, [`k${NUL}`]: 1, e: `${NUL}`, f: 2 }),
    ).toEqual([`k${NUL}`, 'e', 'a.0', 'b.c.d']);
    expect(nulCharacterPaths('plain')).toEqual([]);
    expect(nulCharacterPaths(undefined)).toEqual([]);
  });

  it('walks a body nested far deeper than the call stack allows', () => {
    let deep: unknown = NUL;
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(nulCharacterPaths(deep)).toHaveLength(1);
  });
});
