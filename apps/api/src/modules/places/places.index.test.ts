import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { createPlacesIndex, placesIndex } from './places.index';

const city = (name: string, country: string, population: number, lon: number, lat: number) => ({
  name,
  country,
  population,
  loc: { coordinates: [lon, lat] as [number, number] },
});

describe('the places index', () => {
  it('reads its data set on the first search, once, and not when it is made', () => {
    const load = vi.fn(() => [
      city('Porto', 'PT', 249_633, -8.61, 41.15),
      city('Porto Alegre', 'BR', 1_372_741, -51.23, -30.03),
    ]);
    const index = createPlacesIndex(load);
    expect(load).not.toHaveBeenCalled();
    expect(index.loaded).toBe(false);
    expect(index.search('porto', 'pt').map((place) => place.name)).toEqual(['Porto Alegre', 'Porto']);
    expect(index.search('alegre', 'en')).toEqual([
      { name: 'Porto Alegre', country: 'Brazil', countryCode: 'BR', lat: -30.03, lon: -51.23 },
    ]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(index.loaded).toBe(true);
  });

  it('matches a word start only up to the end of its own name', () => {
    const index = createPlacesIndex(() => [city('Rio', 'BR', 10, 0, 0), city('Rome', 'IT', 20, 0, 0)]);
    expect(index.search('rior', 'en')).toEqual([]);
    expect(index.search('rio', 'en').map((place) => place.name)).toEqual(['Rio']);
  });
});

describe('the server', () => {
  const started = createTestApp();
  afterAll(async () => (await started).close());

  it('starts without the world cities and loads them on the first place search', async () => {
    const ctx = await started;
    expect(placesIndex().loaded).toBe(false);
    const me = await createUser(ctx);
    const res = await ctx.app.inject({ url: '/api/places/search?q=lis', headers: me.auth });
    expect(res.json()[0]).toMatchObject({ name: 'Lisbon', countryCode: 'PT' });
    expect(placesIndex().loaded).toBe(true);
  });
});
