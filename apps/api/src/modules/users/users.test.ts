import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser, shareTrip, type CreatedUser } from '../../../test/factories';
import { agencies, agencyMembers, aiUsages } from '../../db/schema';

let ctx: TestContext;
let admin: CreatedUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'admin' });
});
afterAll(() => ctx.close());

type Method = 'GET' | 'PUT' | 'DELETE' | 'POST';
const call = (method: Method, url: string, who?: CreatedUser, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: who ? who.auth : {} });

describe('authentication on every users route', () => {
  it.each([
    ['GET', '/api/users/settings'],
    ['PUT', '/api/users/settings'],
    ['GET', '/api/users/search?query=ab'],
    ['GET', '/api/users/profile'],
    ['PUT', '/api/users/profile'],
    ['PUT', '/api/users/password'],
    ['GET', '/api/users/remaining-usages/itinerary'],
    ['DELETE', '/api/users/me'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const res = await call(method, url, undefined, method === 'GET' ? undefined : {});
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('GET/PUT /api/users/settings', () => {
  it('reads and changes any subset of the settings', async () => {
    const me = await createUser(ctx);
    expect((await call('GET', '/api/users/settings', me)).json()).toEqual({
      language: 'pt',
      currency: 'BRL',
      themeMode: 'system',
    });
    const res = await call('PUT', '/api/users/settings', me, { language: 'es', themeMode: 'dark' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: 'es', currency: 'BRL', themeMode: 'dark' });
    expect((await call('GET', '/api/auth/me', me)).json().settings.language).toBe('es');
    const unchanged = await call('PUT', '/api/users/settings', me, {});
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().language).toBe('es');
  });

  it('answers 400 for an unknown language, currency or field', async () => {
    const me = await createUser(ctx);
    for (const body of [{ language: 'fr' }, { currency: 'XXX' }, { themeMode: 'blue' }, { colour: 'red' }]) {
      const res = await call('PUT', '/api/users/settings', me, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('GET /api/users/search', () => {
  const search = async (who: CreatedUser, query: string) => {
    const res = await call('GET', `/api/users/search?query=${encodeURIComponent(query)}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { _id: string; name: string; email: string }[];
  };

  it('finds a stranger only by their exact e-mail, never by a prefix of their name or e-mail', async () => {
    const me = await createUser(ctx);
    const zelda = await createUser(ctx, { name: 'Zelda Quintana', email: 'zq-unique@example.com' });
    expect(await search(me, 'zel')).toEqual([]);
    expect(await search(me, 'zq-un')).toEqual([]);
    expect(await search(me, ' ZQ-Unique@Example.com ')).toEqual([
      { _id: zelda.user.id, name: 'Zelda Quintana', email: 'zq-unique@example.com' },
    ]);
    await createUser(ctx, { name: 'Zelda Suspended', email: 'zs-unique@example.com', status: 'suspended' });
    expect(await search(me, 'zs-unique@example.com')).toEqual([]);
  });

  it('finds by name or e-mail prefix the people the caller shares a trip with, in every direction', async () => {
    const me = await createUser(ctx);
    const owner = await createUser(ctx, { name: 'Tripmate Owner' });
    const fellow = await createUser(ctx, { name: 'Tripmate Fellow' });
    const guest = await createUser(ctx, { name: 'Tripmate Guest', email: 'tmguest-x@example.com' });
    await createUser(ctx, { name: 'Tripmate Stranger' });
    const theirs = await createTrip(ctx, owner);
    await shareTrip(ctx, theirs.id, me, 'viewer');
    await shareTrip(ctx, theirs.id, fellow, 'admin');
    const mine = await createTrip(ctx, me);
    await shareTrip(ctx, mine.id, guest, 'viewer');
    expect((await search(me, 'tripmate')).map((user) => user.name)).toEqual([
      'Tripmate Fellow',
      'Tripmate Guest',
      'Tripmate Owner',
    ]);
    expect(await search(me, 'TMGUEST')).toEqual([
      { _id: guest.user.id, name: 'Tripmate Guest', email: 'tmguest-x@example.com' },
    ]);
    // The owner sees the people their trip is shared with.
    expect((await search(owner, 'tripmate')).map((user) => user.name)).toEqual(['Tripmate Fellow']);
  });

  it('finds the active members of the caller’s agency, not invited ones or other agencies’', async () => {
    const [agency, other] = await ctx.db
      .insert(agencies)
      .values([{ name: 'Search Agency' }, { name: 'Other Agency' }])
      .returning();
    const me = await createUser(ctx, { role: 'consultant' });
    const client = await createUser(ctx, { name: 'Agencymate Client' });
    const invited = await createUser(ctx, { name: 'Agencymate Invited' });
    const elsewhere = await createUser(ctx, { name: 'Agencymate Elsewhere' });
    const [mine] = await ctx.db
      .insert(agencyMembers)
      .values({ agencyId: agency!.id, userId: me.user.id, kind: 'consultant' })
      .returning();
    await ctx.db.insert(agencyMembers).values([
      { agencyId: agency!.id, userId: client.user.id, kind: 'client', consultantId: mine!.id },
      { agencyId: agency!.id, userId: invited.user.id, kind: 'client', status: 'invited' },
      { agencyId: other!.id, userId: elsewhere.user.id, kind: 'client' },
    ]);
    expect((await search(me, 'agencymate')).map((user) => user.name)).toEqual(['Agencymate Client']);
    expect((await search(client, 'traveller')).map((user) => user._id)).toEqual([me.user.id]);
    // Until they accept, an invitation grants nothing either way.
    expect(await search(invited, 'traveller')).toEqual([]);
  });

  it('does not list the caller and treats % and _ literally', async () => {
    const me = await createUser(ctx, { name: 'Percy Self' });
    const trip = await createTrip(ctx, me);
    await shareTrip(ctx, trip.id, await createUser(ctx, { name: 'Percy Other' }), 'viewer');
    expect((await search(me, 'Percy')).map((user) => user.name)).toEqual(['Percy Other']);
    expect(await search(me, me.user.email)).toEqual([]);
    expect(await search(me, '%%')).toEqual([]);
    expect(await search(me, '__')).toEqual([]);
  });

  it('returns at most 10 users', async () => {
    const me = await createUser(ctx);
    const trip = await createTrip(ctx, me);
    for (let i = 0; i < 12; i++) {
      await shareTrip(ctx, trip.id, await createUser(ctx, { name: `Manymatch ${i}` }), 'viewer');
    }
    expect(await search(me, 'manymatch')).toHaveLength(10);
  });

  it('answers 400 for a query under 2 characters', async () => {
    const res = await call('GET', '/api/users/search?query=a', await createUser(ctx, { language: 'en' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'query', message: 'Type at least 2 characters.' }]);
  });
});

describe('GET/PUT /api/users/profile', () => {
  it('answers level and points from 0 and renames the user', async () => {
    const me = await createUser(ctx, { points: 1234 });
    const res = await call('GET', '/api/users/profile', me);
    expect(res.json()).toMatchObject({
      level: 3,
      points: 1234,
      pointsInLevel: 234,
      pointsPerLevel: 500,
      badges: [],
    });
    const renamed = await call('PUT', '/api/users/profile', me, { name: '  Renata  ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Renata');
    expect((await call('PUT', '/api/users/profile', me, { name: '' })).statusCode).toBe(400);
  });

  it('starts a new user at level 1 with 0 points', async () => {
    const res = await call('GET', '/api/users/profile', await createUser(ctx));
    expect(res.json()).toMatchObject({ level: 1, points: 0, pointsInLevel: 0, stats: { trips: 0 } });
  });
});

describe('PUT /api/users/password', () => {
  it('changes the password, answers a new token and revokes the old ones', async () => {
    const me = await createUser(ctx);
    const res = await call('PUT', '/api/users/password', me, {
      currentPassword: me.password,
      newPassword: 'a different one',
    });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', me)).statusCode).toBe(401);
    const fresh = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('answers 400 WRONG_PASSWORD for a wrong current password and 400 for a short new one', async () => {
    const me = await createUser(ctx);
    const wrong = await call('PUT', '/api/users/password', me, {
      currentPassword: 'nope',
      newPassword: 'long enough',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    const short = await call('PUT', '/api/users/password', me, {
      currentPassword: me.password,
      newPassword: 'short',
    });
    expect(short.json().details[0].path).toBe('newPassword');
  });
});

describe('the plan on the profile', () => {
  it('shows the last day of a premium grant, nothing for a grant with no end or a free account', async () => {
    const granted = await createUser(ctx, {
      isPremium: true,
      premiumUntil: new Date('2031-11-24T23:59:59.999Z'),
    });
    expect((await call('GET', '/api/users/profile', granted)).json()).toMatchObject({
      isPremium: true,
      premiumUntil: '2031-11-24',
    });
    const open = await createUser(ctx, { isPremium: true });
    expect((await call('GET', '/api/users/profile', open)).json().premiumUntil).toBeNull();
    const free = await createUser(ctx, { premiumUntil: new Date('2031-11-24T23:59:59.999Z') });
    expect((await call('GET', '/api/users/profile', free)).json()).toMatchObject({
      isPremium: false,
      premiumUntil: null,
    });
  });
});

describe('GET /api/users/remaining-usages/:feature', () => {
  it('gives a non-premium user none and a premium user the monthly limit less what they used', async () => {
    const free = await createUser(ctx);
    expect((await call('GET', '/api/users/remaining-usages/itinerary', free)).json()).toMatchObject({
      remainingUsages: 0,
      limit: 0,
    });
    const premium = await createUser(ctx, { isPremium: true });
    await ctx.db.insert(aiUsages).values([
      { userId: premium.user.id, feature: 'tips' },
      { userId: premium.user.id, feature: 'tips' },
      { userId: premium.user.id, feature: 'checklist' },
    ]);
    const res = await call('GET', '/api/users/remaining-usages/tips', premium);
    expect(res.json()).toMatchObject({ remainingUsages: 28, limit: 30 });
    expect(new Date(res.json().resetsAt).getUTCDate()).toBe(1);
  });

  it('answers 400 for an unknown feature', async () => {
    expect((await call('GET', '/api/users/remaining-usages/poetry', await createUser(ctx))).statusCode).toBe(
      400,
    );
  });
});

describe('DELETE /api/users/me', () => {
  it('deletes the account after the password is confirmed', async () => {
    const me = await createUser(ctx);
    expect((await call('DELETE', '/api/users/me', me, { password: 'wrong' })).json().code).toBe(
      'WRONG_PASSWORD',
    );
    expect((await call('DELETE', '/api/users/me', me, { password: me.password })).statusCode).toBe(204);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: me.user.email, password: me.password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses to delete the last administrator', async () => {
    const res = await call('DELETE', '/api/users/me', admin, { password: admin.password });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('LAST_ADMIN');
  });

  it('answers 400 without a password', async () => {
    expect((await call('DELETE', '/api/users/me', await createUser(ctx), {})).statusCode).toBe(400);
  });
});
