import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@trilha/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/app';
import { agencyCast, PLANNED_TRIP, requestAs, type AgencyCast } from '../../../test/agency-cast';
import { createUser, DEFAULT_PASSWORD, uniqueEmail, type CreatedUser } from '../../../test/factories';
import { tokenPayloadFor } from '../users/users.presenter';
import { expectNoTripAccess, fillThroughApi, tripRoutes, walk } from '../../../test/trip-walk';

/**
 * Issue 27: access that came from an agency role ends the moment the role, membership or client relation
 * ends, in the same request. For each way a relation ends, the former staff member gets 404 on every
 * route of the client's trip and sees nothing of it in their list or calendar; the client keeps it.
 */
let ctx: TestContext;
let as: ReturnType<typeof requestAs>;
beforeAll(async () => {
  ctx = await createTestApp();
  as = requestAs(ctx);
});
afterAll(() => ctx.close());

const START = addDays(new Date().toISOString().slice(0, 10), 40);

interface Planned {
  cast: AgencyCast;
  tripId: string;
  feed: string;
  routes: ReturnType<typeof tripRoutes>;
}

/** The cast's client with a trip planned (and filled) by `planner`; staff are premium, for the AI routes. */
async function planned(planner: 'consultant' | 'manager' = 'consultant'): Promise<Planned> {
  const cast = await agencyCast(ctx);
  for (const person of Object.values(cast.people)) {
    await ctx.db.update(users).set({ isPremium: true }).where(eq(users.id, person.user.id));
  }
  const staff = cast.people[planner];
  const trip = {
    ...PLANNED_TRIP,
    title: `Planned ${crypto.randomUUID()}`,
    startDate: START,
    endDate: addDays(START, 6),
  };
  const res = await as(staff, 'POST', `/api/consultants/clients/${cast.clientId}/trips`, trip);
  expect(res.statusCode, res.body).toBe(201);
  const tripId: string = res.json()._id;
  const ids = await fillThroughApi(ctx, staff, tripId, START);
  const feed = (await as(staff, 'POST', '/api/calendar/feed-url')).json().url.split('/').pop();
  const stranger = await createUser(ctx);
  return { cast, tripId, feed, routes: tripRoutes(tripId, ids, START, stranger.user.email, staff.user.id) };
}

/** A session for an account the API created. */
async function signIn(userId: string): Promise<CreatedUser> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
  const token = await ctx.tokens.sign(tokenPayloadFor(row!));
  return { user: row!, token, password: DEFAULT_PASSWORD, auth: { authorization: `Bearer ${token}` } };
}

/** The trip is gone from every route, the trip list and the calendar of `who`; the client still has it. */
async function expectCutOff(p: Planned, who: CreatedUser, { clientKeeps = true } = {}) {
  const title = (
    await ctx.app.inject({ url: `/api/trips/${p.tripId}`, headers: p.cast.people.client.auth })
  ).json().title;
  await expectNoTripAccess(ctx, who, p.tripId, p.routes);
  const events = await as(who, 'GET', `/api/calendar?from=${START}&to=${addDays(START, 30)}`);
  expect(events.statusCode).toBe(200);
  expect(events.body).not.toContain(p.tripId);
  const ics = await ctx.app.inject({ url: `/api/calendar/${p.feed}` });
  expect(ics.statusCode).toBe(200);
  if (title) expect(ics.body).not.toContain(title);
  expect(ics.body).not.toContain('Tram 28');
  if (!clientKeeps) return;
  const mine = await as(p.cast.people.client, 'GET', `/api/trips/${p.tripId}`);
  expect(mine.statusCode).toBe(200);
  expect(mine.json().flights).toHaveLength(1);
  const people = (await as(p.cast.people.client, 'GET', `/api/trips/${p.tripId}/shares`)).json();
  expect(people.map((person: { userId: string }) => person.userId)).not.toContain(who.user.id);
}

describe('the walk itself', () => {
  it('reaches the trip on every route while the consultant still works on it (no route is missing)', async () => {
    const p = await planned();
    const answers = await walk(ctx, p.cast.people.consultant, p.tripId, p.routes);
    expect(answers.filter((answer) => / → (404 (TRIP_)?NOT_FOUND|500)/.test(answer))).toEqual([]);
    expect(answers.length).toBeGreaterThan(45);
  });
});

describe('a consultant who planned a client trip loses it when', () => {
  it('the consultant-admin removes them from the agency', async () => {
    const p = await planned();
    const removed = await as(
      p.cast.people.manager,
      'DELETE',
      `/api/agencies/${p.cast.agencyId}/consultants/${p.cast.consultantId}`,
    );
    expect(removed.statusCode).toBe(204);
    await expectCutOff(p, p.cast.people.consultant);
  });

  it('they are deactivated, and reactivating gives the trips of their own clients back', async () => {
    const p = await planned();
    const toggle = `/api/agencies/${p.cast.agencyId}/consultants/${p.cast.consultantId}/toggle-status`;
    expect((await as(p.cast.people.manager, 'PATCH', toggle)).json().status).toBe('inactive');
    await expectCutOff(p, p.cast.people.consultant);
    expect((await as(p.cast.people.manager, 'PATCH', toggle)).json().status).toBe('active');
    const back = await as(p.cast.people.consultant, 'GET', `/api/trips/${p.tripId}`);
    expect(back.statusCode).toBe(200);
    expect(back.json().myRole).toBe('admin');
  });

  it('the platform admin makes them a plain user', async () => {
    const p = await planned();
    const changed = await as(
      p.cast.people.admin,
      'PUT',
      `/api/admin/users/${p.cast.people.consultant.user.id}`,
      {
        role: 'user',
      },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    await expectCutOff(p, p.cast.people.consultant);
  });

  it('the client is removed from the agency', async () => {
    const p = await planned();
    const removed = await as(
      p.cast.people.manager,
      'DELETE',
      `/api/agencies/${p.cast.agencyId}/clients/${p.cast.clientId}`,
    );
    expect(removed.statusCode).toBe(204);
    await expectCutOff(p, p.cast.people.consultant);
    // Nor does the agency's consultant-admin oversee it any longer.
    expect((await as(p.cast.people.manager, 'GET', `/api/trips/${p.tripId}`)).statusCode).toBe(404);
  });

  it('the client is given to another consultant, who gets the trip as its admin', async () => {
    const p = await planned();
    const added = await as(p.cast.people.manager, 'POST', `/api/agencies/${p.cast.agencyId}/consultants`, {
      email: uniqueEmail('next'),
      name: 'Next Consultant',
    });
    expect(added.statusCode, added.body).toBe(201);
    const next: { _id: string; userId: string } = added.json();
    const moved = await as(
      p.cast.people.manager,
      'PUT',
      `/api/agencies/${p.cast.agencyId}/clients/${p.cast.clientId}`,
      { consultantId: next._id },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    await expectCutOff(p, p.cast.people.consultant);
    const theirs = await as(await signIn(next.userId), 'GET', `/api/trips/${p.tripId}`);
    expect(theirs.json().myRole).toBe('admin');
  });

  it('the platform admin deletes the agency', async () => {
    const p = await planned();
    expect((await as(p.cast.people.admin, 'DELETE', `/api/agencies/${p.cast.agencyId}`)).statusCode).toBe(
      204,
    );
    await expectCutOff(p, p.cast.people.consultant);
  });

  it('the client deletes their account (the trip goes with it)', async () => {
    const p = await planned();
    const deleted = await as(p.cast.people.client, 'DELETE', '/api/users/me', { password: DEFAULT_PASSWORD });
    expect(deleted.statusCode).toBe(204);
    await expectCutOff(p, p.cast.people.consultant, { clientKeeps: false });
  });

  it('they delete their own account: the client keeps the trip, without them on it', async () => {
    const p = await planned();
    const deleted = await as(p.cast.people.consultant, 'DELETE', '/api/users/me', {
      password: DEFAULT_PASSWORD,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await as(p.cast.people.consultant, 'GET', `/api/trips/${p.tripId}`)).statusCode).toBe(401);
    const people = (await as(p.cast.people.client, 'GET', `/api/trips/${p.tripId}/shares`)).json();
    expect(people.map((person: { userId: string }) => person.userId)).toEqual([p.cast.people.client.user.id]);
  });
});

describe("a consultant-admin who planned a client trip (the client is another consultant's)", () => {
  it('loses it when the platform admin makes them a consultant, and reading it too', async () => {
    const p = await planned('manager');
    const changed = await as(
      p.cast.people.admin,
      'PUT',
      `/api/admin/users/${p.cast.people.manager.user.id}`,
      {
        role: 'consultant',
      },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    await expectCutOff(p, p.cast.people.manager);
    // The client's own consultant got the trip when it was planned, and keeps it.
    expect((await as(p.cast.people.consultant, 'GET', `/api/trips/${p.tripId}`)).json().myRole).toBe('admin');
  });

  it('loses it when the platform admin makes them a plain user', async () => {
    const p = await planned('manager');
    const changed = await as(
      p.cast.people.admin,
      'PUT',
      `/api/admin/users/${p.cast.people.manager.user.id}`,
      {
        role: 'user',
      },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    await expectCutOff(p, p.cast.people.manager);
  });
});

describe('a share the client gave in person', () => {
  it('outlives the consultant leaving the agency, and is the only one that does', async () => {
    const p = await planned();
    const client = p.cast.people.client;
    const own = await as(client, 'POST', '/api/trips', {
      ...PLANNED_TRIP,
      title: 'My own trip',
      startDate: START,
      endDate: addDays(START, 3),
    });
    expect(own.statusCode, own.body).toBe(201);
    const shared = await as(client, 'POST', `/api/trips/${own.json()._id}/shares`, {
      email: p.cast.people.consultant.user.email,
      role: 'admin',
    });
    expect(shared.statusCode).toBe(201);
    await as(
      p.cast.people.manager,
      'DELETE',
      `/api/agencies/${p.cast.agencyId}/consultants/${p.cast.consultantId}`,
    );
    const kept = await as(p.cast.people.consultant, 'GET', `/api/trips/${own.json()._id}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().myRole).toBe('admin');
    expect((await as(p.cast.people.consultant, 'GET', `/api/trips/${p.tripId}`)).statusCode).toBe(404);
  });
});

describe('changes inside the agency', () => {
  it('a consultant-admin the agency makes a consultant loses the trips of clients not theirs', async () => {
    const cast = await agencyCast(ctx);
    const added = await as(cast.people.manager, 'POST', `/api/agencies/${cast.agencyId}/consultants`, {
      email: uniqueEmail('second'),
      name: 'Second Manager',
      role: 'consultant-admin',
    });
    const second = await signIn(added.json().userId);
    const trip = { ...PLANNED_TRIP, startDate: START, endDate: addDays(START, 2) };
    const planned = await as(second, 'POST', `/api/consultants/clients/${cast.clientId}/trips`, trip);
    expect(planned.json().myRole).toBe('admin');
    const url = `/api/trips/${planned.json()._id}`;
    const demoted = await as(
      cast.people.manager,
      'PUT',
      `/api/agencies/${cast.agencyId}/consultants/${added.json()._id}`,
      { role: 'consultant' },
    );
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await as(second, 'GET', url)).statusCode).toBe(404);
    expect((await as(cast.people.manager, 'GET', url)).json().myRole).toBe('viewer');
    expect((await as(cast.people.consultant, 'GET', url)).json().myRole).toBe('admin');
  });

  it('a consultant given a client while still invited gets its trips on accepting, not before', async () => {
    const cast = await agencyCast(ctx);
    const person = await createUser(ctx);
    const invited = await as(cast.people.manager, 'POST', `/api/agencies/${cast.agencyId}/consultants`, {
      email: person.user.email,
    });
    expect(invited.json().status).toBe('invited');
    const trip = { ...PLANNED_TRIP, startDate: START, endDate: addDays(START, 2) };
    const url = `/api/trips/${(await as(cast.people.manager, 'POST', `/api/consultants/clients/${cast.clientId}/trips`, trip)).json()._id}`;
    await as(cast.people.manager, 'PUT', `/api/agencies/${cast.agencyId}/clients/${cast.clientId}`, {
      consultantId: invited.json()._id,
    });
    expect((await as(person, 'GET', url)).statusCode).toBe(404);
    expect((await as(cast.people.consultant, 'GET', url)).statusCode).toBe(404);
    const [invitation] = (await as(person, 'GET', '/api/agency-invitations')).json();
    const accepted = await as(person, 'POST', `/api/agency-invitations/${invitation._id}/accept`);
    const session = { ...person, auth: { authorization: `Bearer ${accepted.json().token}` } };
    expect((await as(session, 'GET', url)).json().myRole).toBe('admin');
  });
});
