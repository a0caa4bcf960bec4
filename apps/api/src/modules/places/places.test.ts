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

type Found = { name: string; region?: string; country: string; countryCode: string; lat: number };
const first = async (q: string, language: string) => ((await search(q, language)).json() as Found[])[0];

describe('GET /api/places/search', () => {
  it('offers Lisbon, Portugal for "lisb", most populous first', async () => {
    const res = await search('lisb');
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

describe('cities by their names in pt, es, en and their own language', () => {
  // [query, language, the name shown, country code, country name in that language]
  const EXAMPLES: [string, string, string, string, string][] = [
    ['Lisboa', 'pt', 'Lisboa', 'PT', 'Portugal'],
    ['Roma', 'pt', 'Roma', 'IT', 'Itália'],
    ['Londres', 'pt', 'Londres', 'GB', 'Reino Unido'],
    ['Nova York', 'pt', 'Nova York', 'US', 'Estados Unidos'],
    ['Cidade do México', 'pt', 'Cidade do México', 'MX', 'México'],
    ['Lisboa', 'es', 'Lisboa', 'PT', 'Portugal'],
    ['Roma', 'es', 'Roma', 'IT', 'Italia'],
    ['Londres', 'es', 'Londres', 'GB', 'Reino Unido'],
    ['Nueva York', 'es', 'Nueva York', 'US', 'Estados Unidos'],
    ['Ciudad de México', 'es', 'Ciudad de México', 'MX', 'México'],
    ['Lisbon', 'en', 'Lisbon', 'PT', 'Portugal'],
    ['Rome', 'en', 'Rome', 'IT', 'Italy'],
    ['London', 'en', 'London', 'GB', 'United Kingdom'],
    ['New York', 'en', 'New York', 'US', 'United States'],
    ['Mexico City', 'en', 'Mexico City', 'MX', 'Mexico'],
    ['Munich', 'en', 'Munich', 'DE', 'Germany'],
    // Names in another language than the caller's find the city, shown in the caller's language.
    ['Lisbon', 'pt', 'Lisboa', 'PT', 'Portugal'],
    ['Nueva York', 'pt', 'Nova York', 'US', 'Estados Unidos'],
    ['Cidade do México', 'en', 'Mexico City', 'MX', 'Mexico'],
    ['Roma', 'en', 'Rome', 'IT', 'Italy'],
    ['Londres', 'en', 'London', 'GB', 'United Kingdom'],
    // Local names and other known names (GeoNames); CLDR has no pt or es name for Munich.
    ['München', 'pt', 'Munich', 'DE', 'Alemanha'],
    ['Munique', 'pt', 'Munich', 'DE', 'Alemanha'],
    ['Múnich', 'es', 'Munich', 'DE', 'Alemania'],
    ['München', 'en', 'Munich', 'DE', 'Germany'],
  ];
  it.each(EXAMPLES)('"%s" in %s offers %s first', async (q, language, name, countryCode, country) => {
    expect(await first(q, language)).toMatchObject({ name, countryCode, country });
  });

  it('ignores accents and case in every language', async () => {
    expect(await first('CIDADE DO MEXICO', 'pt')).toMatchObject({ name: 'Cidade do México' });
    expect(await first('ciudad de mexico', 'es')).toMatchObject({ name: 'Ciudad de México' });
    expect(await first('munchen', 'es')).toMatchObject({ countryCode: 'DE' });
    expect(await first('MÚNICH', 'pt')).toMatchObject({ countryCode: 'DE' });
  });

  it('names countries as Brazil does ("Romênia", not "Roménia")', async () => {
    expect(await first('Bucareste', 'pt')).toMatchObject({ name: 'Bucareste', country: 'Romênia' });
  });
});

describe('ranking and regions', () => {
  const names = async (q: string, language: string) =>
    ((await search(q, language)).json() as Found[]).map((place) => `${place.name}|${place.countryCode}`);

  it('ranks by population and how well a name matches: whole names, then one-word names the query starts', async () => {
    const port = await names('Port', 'pt');
    expect(port.indexOf('Porto|PT')).toBeGreaterThanOrEqual(0);
    const alegre = port.indexOf('Porto Alegre|BR');
    if (alegre !== -1) expect(port.indexOf('Porto|PT')).toBeLessThan(alegre);
    expect((await names('porto', 'pt'))[0]).toBe('Porto|PT');
    // Equal matches by population: Rome before the smaller towns called Roma.
    expect((await names('roma', 'pt')).slice(0, 2)).toEqual(['Roma|IT', 'Roma|US']);
    expect((await names('london', 'en')).slice(0, 2)).toEqual(['London|GB', 'London|CA']);
    // Big cities are not pushed out by small towns whose one-word name the query starts.
    expect((await names('sao', 'pt'))[0]).toBe('São Paulo|BR');
    expect((await names('rio', 'pt'))[0]).toBe('Rio de Janeiro|BR');
    expect((await names('nova', 'pt'))[0]).toBe('Nova York|US');
    expect((await names('lis', 'pt'))[0]).toBe('Lisboa|PT');
  });

  it('shows the region, keeping same-name towns of one country once per region', async () => {
    const places = (await search('springfield')).json() as Found[];
    expect(places.length).toBeGreaterThan(3);
    expect(places.slice(0, 3).map((place) => place.region)).toEqual([
      'Missouri',
      'Massachusetts',
      'Illinois',
    ]);
    const keys = places.map((place) => `${place.name}|${place.countryCode}|${place.region}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(await first('London', 'en')).toMatchObject({ region: 'England' });
  });

  it('names regions in pt and es from CLDR and iso3166-2-db, by their GeoNames name where neither has one', async () => {
    expect(await first('Munich', 'es')).toMatchObject({ region: 'Baviera', country: 'Alemania' });
    expect(await first('New York', 'es')).toMatchObject({ name: 'Nueva York', region: 'Nueva York' });
    expect(await first('London', 'es')).toMatchObject({ name: 'Londres', region: 'Inglaterra' });
    expect(await first('Londres', 'pt')).toMatchObject({ name: 'Londres', region: 'Inglaterra' });
    expect(await first('Munich', 'pt')).toMatchObject({ region: 'Bavaria', country: 'Alemanha' });
    expect(await first('Munich', 'en')).toMatchObject({ region: 'Bavaria' });
  });

  it('describes the region in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject('/api/openapi.json')).json();
    const schema = doc.paths['/api/places/search'].get.responses['200'].content['application/json'].schema;
    expect(schema.items.properties.region).toMatchObject({ type: 'string' });
    expect(schema.items.required).not.toContain('region');
  });
});
