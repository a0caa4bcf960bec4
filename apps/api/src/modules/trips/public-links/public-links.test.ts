import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { publicLinkSchema, publicTripSchema } from '@trilha/shared';
import { createTestApp, type TestContext } from '../../../../test/app';
import { createTrip, createUser, shareTrip, type CreatedUser } from '../../../../test/factories';
import { PRICES, SECRETS, seedPublicTrip } from '../../../../test/public-trip-seed';
import { tripPublicLinks, tips } from '../../../db/schema';

let ctx: TestContext;
let owner: CreatedUser;
let friend: CreatedUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx, { name: 'Olivia Owner' });
  friend = await createUser(ctx, { name: 'Fabio Friend' });
});
afterAll(() => ctx.close());

const putLink = (tripId: string, payload: object = {}, who = owner) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/trips/${tripId}/public-link`,
    payload,
    headers: { ...who.auth, 'accept-language': 'en' },
  });
const getLink = (tripId: string, who = owner) =>
  ctx.app.inject({ method: 'GET', url: `/api/trips/${tripId}/public-link`, headers: who.auth });
const revoke = (tripId: string, who = owner) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/trips/${tripId}/public-link`, headers: who.auth });
const openPage = (token: string, language = 'en') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/public/trips/${token}`,
    headers: { 'accept-language': language },
  });

async function publishedTrip(settings: object = {}) {
  const trip = await createTrip(ctx, owner, { destinationCountryCode: 'DE', notes: SECRETS.tripNotes });
  await shareTrip(ctx, trip.id, friend, 'admin');
  await seedPublicTrip(ctx, trip);
  const link = publicLinkSchema.parse((await putLink(trip.id, settings)).json());
  return { trip, link };
}

/** Every value of the trip that identifies a person or a booking, or is a file: none may be in the page. */
function expectNothingPrivate(body: string) {
  for (const secret of Object.values(SECRETS)) expect(body).not.toContain(secret);
  for (const person of [owner, friend]) {
    expect(body).not.toContain(person.user.email);
    expect(body).not.toContain(person.user.id);
    expect(body).not.toContain(person.user.name);
  }
  expect(body).not.toMatch(/@/);
  for (const field of ['confirmation', 'ticket', 'files', 'passengers', 'baggages', 'ownerId', 'email']) {
    expect(body).not.toContain(`"${field}`);
  }
}

describe('the public link (PUT/GET/DELETE /trips/{id}/public-link)', () => {
  it('creates a link with a long token, keeps the token on a second PUT, and revokes it', async () => {
    const trip = await createTrip(ctx, owner);
    expect((await getLink(trip.id)).json().code).toBe('PUBLIC_LINK_NOT_FOUND');
    const first = await putLink(trip.id);
    expect(first.statusCode).toBe(200);
    const link = publicLinkSchema.parse(first.json());
    expect(link.token).toMatch(/^[\w-]{43,}$/);
    expect(link).toEqual({
      token: link.token,
      url: `http://trilha.test/p/${link.token}`,
      includeCosts: false,
      expiresAt: null,
    });
    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const second = await putLink(trip.id, { includeCosts: true, expiresAt });
    expect(second.json()).toEqual({ ...link, includeCosts: true, expiresAt });
    expect((await getLink(trip.id)).json()).toEqual(second.json());
    // A partial body (API.md "Updates"): absent fields keep their values; GET's answer may come back whole.
    expect((await putLink(trip.id, { includeCosts: false })).json()).toEqual({ ...link, expiresAt });
    expect((await putLink(trip.id, second.json())).json()).toEqual(second.json());
    expect((await putLink(trip.id, {})).json()).toEqual(second.json());
    const changedToken = await putLink(trip.id, { token: 'mine' });
    expect(changedToken.statusCode).toBe(400);
    expect(changedToken.json().details).toEqual([{ path: 'token', message: 'This value is not valid.' }]);
    expect((await putLink(trip.id, { expiresAt: null })).json()).toMatchObject({
      token: link.token,
      includeCosts: true,
      expiresAt: null,
    });

    expect((await revoke(trip.id)).statusCode).toBe(204);
    const none = await getLink(trip.id);
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('PUBLIC_LINK_NOT_FOUND');
    expect((await revoke(trip.id)).statusCode).toBe(404);
    // A new link after a revoked one has a new token; the old one stays revoked.
    const again = publicLinkSchema.parse((await putLink(trip.id)).json());
    expect(again.token).not.toBe(link.token);
    expect((await openPage(link.token)).json().code).toBe('LINK_REVOKED');
    expect((await openPage(again.token)).statusCode).toBe(200);
  });

  it('lets a trip admin manage the link', async () => {
    const trip = await createTrip(ctx, owner);
    await shareTrip(ctx, trip.id, friend, 'admin');
    const made = await putLink(trip.id, {}, friend);
    expect(made.statusCode).toBe(200);
    expect((await getLink(trip.id, friend)).json().token).toBe(made.json().token);
    expect((await revoke(trip.id, friend)).statusCode).toBe(204);
  });

  it('refuses an expiry in the past and bad bodies with a 400', async () => {
    const trip = await createTrip(ctx, owner);
    const past = await putLink(trip.id, { expiresAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().details).toEqual([{ path: 'expiresAt', message: 'Choose a moment in the future.' }]);
    expect((await putLink(trip.id, { includeCosts: 'yes' })).statusCode).toBe(400);
    expect((await putLink(trip.id, { expiresAt: 'tomorrow' })).statusCode).toBe(400);
    expect((await putLink(trip.id, { token: 'mine' })).statusCode).toBe(400);
    expect((await putLink(trip.id, { secret: true })).statusCode).toBe(400);
    expect((await getLink(trip.id)).statusCode).toBe(404);
  });
});

describe('the public page (GET /public/trips/{token})', () => {
  it('shows the plan to anyone, without people, codes, files or prices, marked noindex', async () => {
    const { link } = await publishedTrip();
    const res = await openPage(link.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toContain('noindex');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.body;
    expectNothingPrivate(body);
    expect(body).not.toContain('"price"');
    expect(body).not.toContain('987.65');
    expect(body).not.toContain('456.78');
    expect(body).not.toContain('33.33');
    expect(body).not.toContain('12.34');
    const page = publicTripSchema.parse(res.json());
    expect(page.costs).toBeNull();
    expect(page.destination.country).toBe('Germany');
    expect(page.flights).toEqual([
      expect.objectContaining({ airline: 'TAP', flightNumber: 'TP88', status: 'scheduled' }),
    ]);
    expect(page.flights[0]!.departure).toEqual({
      airport: 'GRU',
      airportName: 'Guarulhos',
      terminal: '',
      time: expect.stringMatching(/T22:05:00-03:00$/),
    });
    expect(page.stays).toMatchObject([{ name: 'Alfama Rooms', nights: 2, address: 'Rua das Flores 1' }]);
    expect(page.tours).toMatchObject([{ name: 'Tram 28', time: '10:00', location: 'Martim Moniz' }]);
    expect(page.tips).toEqual([{ category: 'food', text: 'Try the pastéis' }]);
    expect(page.checklist).toEqual([{ name: 'Documents', items: [{ text: 'Passport', done: true }] }]);
    expect(page.days).toHaveLength(8);
    expect(page.days[1]!.items).toMatchObject([{ placeName: 'Fado in Alfama', timeOfDay: 'evening' }]);
  });

  it('adds prices and the totals by category when the link includes costs, still no one’s balance', async () => {
    const { link } = await publishedTrip({ includeCosts: true });
    const res = await openPage(link.token);
    expectNothingPrivate(res.body);
    expect(res.body).not.toContain('byParticipant');
    expect(res.body).not.toContain('settlements');
    const page = publicTripSchema.parse(res.json());
    expect(page.flights[0]).toMatchObject({ price: PRICES.flight / 100, currency: 'EUR' });
    expect(page.stays[0]).toMatchObject({ price: PRICES.stay / 100, currency: 'EUR' });
    expect(page.tours[0]).toMatchObject({ price: PRICES.tour / 100, currency: 'EUR' });
    expect(page.costs).toMatchObject({ currency: 'EUR' });
    expect(page.costs!.byCategory).toContainEqual({ category: 'food', amount: 12.34 });
    expect(Object.keys(page.costs!).sort()).toEqual(['budget', 'byCategory', 'currency', 'total']);
  });

  it('sends a page read again at the same revision as it was, reading the link and the trip, not its parts', async () => {
    const { link } = await publishedTrip({ includeCosts: true });
    const first = await openPage(link.token);
    ctx.queries.length = 0;
    const again = await openPage(link.token);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    // The link by its token, then the trip with its revision: the statement leaves its parts out.
    expect(ctx.queries).toHaveLength(2);
  });

  it('speaks the reader’s language and follows changes to the trip', async () => {
    const { trip, link } = await publishedTrip();
    expect((await openPage(link.token, 'pt-BR,pt;q=0.9')).json().destination.country).toBe('Alemanha');
    expect((await openPage(link.token, 'es')).json().destination.country).toBe('Alemania');
    expect((await openPage(link.token)).json().tips).toHaveLength(1);
    await ctx.db.insert(tips).values({ tripId: trip.id, category: 'money', text: 'Cash for the tram' });
    expect((await openPage(link.token)).json().tips).toHaveLength(2);
    // Turning costs off for the same link is seen at once, though the trip did not change.
    await putLink(trip.id, { includeCosts: true });
    expect((await openPage(link.token)).json().costs).not.toBeNull();
    await putLink(trip.id, { includeCosts: false });
    expect((await openPage(link.token)).json().costs).toBeNull();
  });

  it('says 410 LINK_REVOKED and LINK_EXPIRED in the reader’s language, 404 for an unknown token', async () => {
    const { trip, link } = await publishedTrip();
    await ctx.db
      .update(tripPublicLinks)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(tripPublicLinks.token, link.token));
    const expired = await openPage(link.token, 'pt');
    expect(expired.statusCode).toBe(410);
    expect(expired.headers['x-robots-tag']).toContain('noindex');
    expect(expired.json()).toMatchObject({
      code: 'LINK_EXPIRED',
      message: 'Este link público expirou. Peça um novo ao dono da viagem.',
    });
    await revoke(trip.id);
    const revoked = await openPage(link.token, 'es');
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json()).toMatchObject({
      code: 'LINK_REVOKED',
      message: 'Este enlace público se desactivó. Pide uno nuevo al propietario del viaje.',
    });
    const unknown = await openPage('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PUBLIC_LINK_NOT_FOUND');
    expect((await openPage('short')).statusCode).toBe(404);
    // Longer than any token: refused before anything is read (Fastify's 414 for an overlong parameter).
    const overlong = (await openPage('y'.repeat(300))).statusCode;
    expect(overlong >= 400 && overlong < 500).toBe(true);
  });

  it('is gone with its trip', async () => {
    const { trip, link } = await publishedTrip();
    await ctx.app.inject({ method: 'DELETE', url: `/api/trips/${trip.id}`, headers: owner.auth });
    expect((await openPage(link.token)).statusCode).toBe(404);
  });
});

describe('the public page’s rate limit', () => {
  it('answers 429 past the limit for one address', async () => {
    const limited = await createTestApp({ rateLimits: { publicPagePerIp: { max: 2, window: 60_000 } } });
    try {
      const user = await createUser(limited);
      const trip = await createTrip(limited, user);
      const { token } = (
        await limited.app.inject({
          method: 'PUT',
          url: `/api/trips/${trip.id}/public-link`,
          payload: {},
          headers: user.auth,
        })
      ).json() as { token: string };
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push(
          (await limited.app.inject({ method: 'GET', url: `/api/public/trips/${token}` })).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
