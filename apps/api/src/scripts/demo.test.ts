import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { DEMO_PASSWORD, DEMO_PEOPLE, seedDemo } from './demo-data';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('npm run demo', () => {
  it('fills a fresh database with an agency and a full trip, through the API', async () => {
    const { agencyId, tripId } = await seedDemo(ctx.app, '2027-03-01');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_PEOPLE.traveller.email, password: DEMO_PASSWORD },
    });
    const auth = { authorization: `Bearer ${login.json().token}` };
    const trip = (await ctx.app.inject({ method: 'GET', url: `/api/trips/${tripId}`, headers: auth })).json();
    expect(trip).toMatchObject({ title: 'Primavera em Lisboa', flights: [{ flightNumber: 'TP88' }] });
    expect(trip.expenseSummary.total).toBe(921.4);
    const admin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_PEOPLE.admin.email, password: DEMO_PASSWORD },
    });
    expect(admin.json().user.role).toBe('admin');
    const agency = await ctx.app.inject({
      method: 'GET',
      url: `/api/agencies/${agencyId}`,
      headers: { authorization: `Bearer ${admin.json().token}` },
    });
    expect(agency.json()).toMatchObject({ consultants: [{}, {}], clients: [{ paymentStatus: 'paid' }] });
  });
});
