import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createUser, type CreatedUser } from '../../../test/factories';

let ctx: TestContext;
let me: CreatedUser;
beforeAll(async () => {
  ctx = await createTestApp();
  me = await createUser(ctx);
});
afterAll(() => ctx.close());

const search = (q: string, language = 'en') =>
  ctx.app.inject({
    url: `/api/places/search?q=${encodeURIComponent(q)}`,
    headers: { ...me.auth, 'accept-language': language },
  });

describe('GET /api/places/search', () => {
  it('offers Lisbon, Portugal for "lis", most populous first', async () => {
    const res = await search('lis');
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ name: 'Lisbon', country: 'Portugal', countryCode: 'PT' });
    expect(res.json()[0].lat).toBeCloseTo(38.7, 0);
    expect(res.json().length).toBeLessThanOrEqual(10);
  });

  it('ignores accents and case, matches later words, and names countries in the caller language', async () => {
    expect((await search('SAO PAU', 'pt')).json()[0]).toMatchObject({ name: 'São Paulo', country: 'Brasil' });
    expect((await search('janeiro', 'es')).json()[0]).toMatchObject({
      name: 'Rio de Janeiro',
      country: 'Brasil',
    });
    expect((await search('new yo', 'es')).json()[0]).toMatchObject({ country: 'Estados Unidos' });
  });

  it('answers an empty list for no match, 400 under 2 characters and 401 without a token', async () => {
    expect((await search('qqqqzz')).json()).toEqual([]);
    expect((await search('l')).statusCode).toBe(400);
    expect((await ctx.app.inject('/api/places/search?q=lis')).statusCode).toBe(401);
  });
});

describe('places without a region to tell them apart', () => {
  it('lists a name only once per country, the most populous', async () => {
    const places = (await search('lisbon')).json() as { name: string; countryCode: string }[];
    const keys = places.map((place) => `${place.name}|${place.countryCode}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('Lisbon|US');
  });
});
