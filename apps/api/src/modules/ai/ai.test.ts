import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { aiUsages, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser, shareTrip, type CreatedUser } from '../../../test/factories';

const PREMIUM_TEXT = 'This feature is exclusive for premium subscribers.';

describe('AI with the offline planner', () => {
  let ctx: TestContext;
  let premium: CreatedUser;
  let free: CreatedUser;
  let tripId: string;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { AI_MONTHLY_LIMIT: '5' } });
    premium = await createUser(ctx, { isPremium: true, language: 'en' });
    free = await createUser(ctx);
    tripId = (
      await createTrip(ctx, premium, {
        destinationName: 'Oslo',
        destinationCountryCode: 'NO',
        destinationLat: 59.91,
        startDate: '2031-01-10',
        endDate: '2031-01-14',
        interests: ['museums'],
      })
    ).id;
  });
  afterAll(() => ctx.close());

  const generate = (user: CreatedUser, feature: string, payload: object = {}, id = tripId, headers = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/ai/trips/${id}/${feature}`,
      headers: { ...user.auth, 'accept-language': 'en', ...headers },
      payload,
    });
  const remaining = async (user: CreatedUser, feature: string) =>
    (await ctx.app.inject({ url: `/api/users/remaining-usages/${feature}`, headers: user.auth })).json();

  it('answers 401 without a token and 403 PREMIUM_REQUIRED with the SPEC text to a free user', async () => {
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/ai/trips/${tripId}/tips`, payload: {} })).statusCode,
    ).toBe(401);
    const freeTrip = await createTrip(ctx, free);
    const res = await generate(free, 'itinerary', {}, freeTrip.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'PREMIUM_REQUIRED', message: PREMIUM_TEXT });
    expect(await remaining(free, 'itinerary')).toMatchObject({ remainingUsages: 0, limit: 0 });
  });

  it('stores nothing a free user sends to the accept routes: 403 PREMIUM_REQUIRED, on their own trip too', async () => {
    const freeTrip = await createTrip(ctx, free, { startDate: '2031-01-10', endDate: '2031-01-14' });
    const bodies = {
      itinerary: {
        days: [
          {
            date: '2031-01-11',
            items: [{ timeOfDay: 'morning', time: null, placeName: 'Fram', notes: '', location: '' }],
          },
        ],
      },
      checklist: { groups: [{ name: 'Documents', items: [{ text: 'Passport' }] }] },
      tips: { tips: [{ category: 'culture', text: 'Bring a jacket' }] },
    };
    for (const [feature, payload] of Object.entries(bodies)) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/ai/trips/${freeTrip.id}/${feature}/accept`,
        headers: { ...free.auth, 'accept-language': 'en' },
        payload,
      });
      expect(res.statusCode, feature).toBe(403);
      expect(res.json()).toMatchObject({ code: 'PREMIUM_REQUIRED', message: PREMIUM_TEXT });
      const stored = await ctx.app.inject({
        url: `/api/trips/${freeTrip.id}/${feature}`,
        headers: free.auth,
      });
      expect(stored.statusCode, feature).toBe(200);
      expect(JSON.stringify(stored.json()), feature).not.toMatch(/Fram|Passport|Bring a jacket/);
    }
  });

  it('hides a stranger trip (404), refuses a viewer (403) and spends nothing for either', async () => {
    const stranger = await createUser(ctx, { isPremium: true });
    expect((await generate(stranger, 'tips')).statusCode).toBe(404);
    const viewer = await createUser(ctx, { isPremium: true });
    await shareTrip(ctx, tripId, viewer, 'viewer');
    expect((await generate(viewer, 'tips')).statusCode).toBe(403);
    expect((await remaining(viewer, 'tips')).remainingUsages).toBe(5);
  });

  it('answers an itinerary preview inside the trip dates and spends one usage, saving nothing', async () => {
    const res = await generate(premium, 'itinerary', { prompt: 'slow mornings, no museums' });
    expect(res.statusCode).toBe(200);
    const { days } = res.json() as { days: { date: string; items: { placeName: string }[] }[] };
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) expect(day.date >= '2031-01-10' && day.date <= '2031-01-14').toBe(true);
    expect(await remaining(premium, 'itinerary')).toMatchObject({ remainingUsages: 4, limit: 5 });
    const saved = await ctx.app.inject({ url: `/api/trips/${tripId}/itinerary`, headers: premium.auth });
    expect(saved.json().flatMap((day: { items: unknown[] }) => day.items)).toEqual([]);
  });

  it('stores an edited itinerary in one go, and nothing when one day is outside the trip', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `/api/ai/trips/${tripId}/itinerary/accept`,
      headers: premium.auth,
      payload: {
        days: [
          {
            date: '2031-01-11',
            items: [{ timeOfDay: 'morning', time: null, placeName: 'A', notes: '', location: '' }],
          },
          {
            date: '2031-02-01',
            items: [{ timeOfDay: 'morning', time: null, placeName: 'B', notes: '', location: '' }],
          },
        ],
      },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: `/api/ai/trips/${tripId}/itinerary/accept`,
      headers: premium.auth,
      payload: {
        days: [
          {
            date: '2031-01-11',
            items: [
              { timeOfDay: 'morning', time: '09:30', placeName: 'My own museum', notes: '', location: '' },
            ],
          },
        ],
      },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({ saved: 1 });
    const days = (
      await ctx.app.inject({ url: `/api/trips/${tripId}/itinerary`, headers: premium.auth })
    ).json();
    const names = days.flatMap((day: { items: { placeName: string }[] }) =>
      day.items.map((item) => item.placeName),
    );
    expect(names).toEqual(['My own museum']);
  });

  it('merges accepted items into their day by time and part of the day, after the day’s own ones', async () => {
    const date = '2031-01-12';
    const add = (placeName: string, timeOfDay: string, time?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/trips/${tripId}/itinerary`,
        headers: premium.auth,
        payload: { date, timeOfDay, time, placeName },
      });
    await add('Own breakfast', 'morning', '08:00');
    await add('Own walk', 'morning');
    await add('Own bar', 'evening');
    const item = (placeName: string, timeOfDay: string, time: string | null) => ({
      timeOfDay,
      time,
      placeName,
      notes: '',
      location: '',
    });
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/ai/trips/${tripId}/itinerary/accept`,
      headers: premium.auth,
      payload: {
        days: [
          {
            date,
            items: [
              item('AI dinner', 'evening', null),
              item('AI lunch', 'afternoon', '14:00'),
              item('AI viewpoint', 'morning', null),
            ],
          },
        ],
      },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const days = (
      await ctx.app.inject({ url: `/api/trips/${tripId}/itinerary`, headers: premium.auth })
    ).json() as { date: string; items: { placeName: string; position: number }[] }[];
    const day = days.find((candidate) => candidate.date === date)!;
    expect(day.items.map((entry) => `${entry.placeName}@${entry.position}`)).toEqual([
      'Own breakfast@0',
      'Own walk@1',
      'AI viewpoint@2',
      'AI lunch@3',
      'Own bar@4',
      'AI dinner@5',
    ]);
  });

  it('saves a checklist with save: true, in the caller language, with a coat for Oslo in January', async () => {
    const res = await generate(premium, 'checklist', { save: true }, tripId, { 'accept-language': 'pt-BR' });
    expect(res.statusCode).toBe(200);
    const texts = res
      .json()
      .groups.flatMap((group: { items: { text: string }[] }) => group.items.map((i) => i.text));
    expect(texts).toContain('Casaco de inverno');
    const stored = (
      await ctx.app.inject({ url: `/api/trips/${tripId}/checklist`, headers: premium.auth })
    ).json();
    expect(stored.length).toBe(res.json().groups.length);
  });

  it('merges an accepted checklist into the groups and items already there, without case or accents', async () => {
    const trip = await createTrip(ctx, premium, { startDate: '2031-03-01', endDate: '2031-03-05' });
    const url = `/api/trips/${trip.id}/checklist`;
    const group = (
      await ctx.app.inject({ method: 'POST', url, headers: premium.auth, payload: { name: 'Documentos' } })
    ).json();
    for (const text of ['Passaporte', 'Seguro Viagem']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `${url}/${group._id}/items`,
        headers: premium.auth,
        payload: { text },
      });
      expect(res.statusCode).toBe(201);
    }
    const accept = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/ai/trips/${trip.id}/checklist/accept`,
        headers: premium.auth,
        // The preview as it came, its items' source included.
        payload: {
          groups: [
            {
              name: 'documentos',
              items: [
                { text: 'Passaporte', source: 'general' },
                { text: 'seguro viagem', source: 'general' },
                { text: 'Verificar visto ou regras de entrada na Itália', source: 'country' },
              ],
            },
            { name: 'Eletrônicos', items: [{ text: 'Carregador do celular', source: 'general' }] },
            {
              name: 'Saúde',
              items: [{ text: 'passaporte' }, { text: 'Protetor solar' }, { text: 'PROTETOR SOLAR' }],
            },
          ],
        },
      });
    const first = await accept();
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ saved: 3 });
    const second = await accept();
    expect(second.json()).toEqual({ saved: 0 });
    const stored = (await ctx.app.inject({ url, headers: premium.auth })).json() as {
      name: string;
      items: { text: string }[];
    }[];
    expect(stored.map((row) => [row.name, row.items.map((item) => item.text)])).toEqual([
      ['Documentos', ['Passaporte', 'Seguro Viagem', 'Verificar visto ou regras de entrada na Itália']],
      ['Eletrônicos', ['Carregador do celular']],
      ['Saúde', ['Protetor solar']],
    ]);
  });

  it('estimates no lodging for nights a booked stay covers: its price goes in as booked', async () => {
    const trip = await createTrip(ctx, premium, {
      destinationName: 'Oslo',
      destinationCountryCode: 'NO',
      destinationLat: 59.91,
      startDate: '2031-01-10',
      endDate: '2031-01-14',
    });
    const stay = await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${trip.id}/bookings`,
      headers: premium.auth,
      payload: {
        accommodationName: 'Hotel Continental',
        checkIn: '2031-01-10',
        checkOut: '2031-01-14',
        price: '1234.50',
        booked: true,
      },
    });
    expect(stay.statusCode, stay.body).toBe(201);
    const cost = await generate(premium, 'cost-estimate', {}, trip.id);
    expect(cost.statusCode, cost.body).toBe(200);
    expect(cost.json().items).toContainEqual({
      category: 'lodging',
      amount: 1234.5,
      note: 'Lodging booked for 4 nights',
    });
  });

  it('accepts tips and answers a cost estimate in the trip currency', async () => {
    const tips = await generate(premium, 'tips');
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/ai/trips/${tripId}/tips/accept`,
      headers: premium.auth,
      payload: { tips: tips.json().tips.slice(0, 2) },
    });
    expect(accepted.json()).toEqual({ saved: 2 });
    const cost = await generate(premium, 'cost-estimate');
    expect(cost.json()).toMatchObject({ currency: 'EUR', total: expect.any(Number) });
  });

  it('answers 429 AI_LIMIT_REACHED past the monthly limit, and one of two calls at once for the last usage', async () => {
    const user = await createUser(ctx, { isPremium: true });
    const trip = await createTrip(ctx, user);
    await ctx.db.insert(aiUsages).values([1, 2, 3, 4].map(() => ({ userId: user.user.id, feature: 'tips' })));
    const [a, b] = await Promise.all([
      generate(user, 'tips', {}, trip.id),
      generate(user, 'tips', {}, trip.id),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 429]);
    const refused = a.statusCode === 429 ? a : b;
    expect(refused.json()).toMatchObject({ code: 'AI_LIMIT_REACHED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await remaining(user, 'tips')).toMatchObject({ remainingUsages: 0, limit: 5 });
    expect((await generate(user, 'checklist', {}, trip.id)).statusCode).toBe(200);
  });

  it('turns a user premium by the database, not the token', async () => {
    const user = await createUser(ctx);
    const trip = await createTrip(ctx, user);
    expect((await generate(user, 'tips', {}, trip.id)).statusCode).toBe(403);
    await ctx.db.update(users).set({ isPremium: true }).where(eq(users.id, user.user.id));
    expect((await generate(user, 'tips', {}, trip.id)).statusCode).toBe(200);
  });
});
