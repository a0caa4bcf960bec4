import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { agencyCast, PLANNED_TRIP, requestAs } from '../../../test/agency-cast';
import { uniqueEmail } from '../../../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const as = (...args: Parameters<ReturnType<typeof requestAs>>) => requestAs(ctx)(...args);
const tripBody = PLANNED_TRIP;

describe('adding people to an agency', () => {
  it('asks for a name for an unknown e-mail, then creates the account and mails an invitation that sets the password', async () => {
    const { agencyId, people } = await agencyCast(ctx);
    const email = uniqueEmail('consultant');
    const url = `/api/agencies/${agencyId}/consultants`;
    const missing = await as(people.manager, 'POST', url, { email });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'USER_NOT_FOUND',
      message: 'User not found. Please provide a name for registration.',
    });
    const added = await as(people.manager, 'POST', url, { email, name: 'Carla Consultora' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      name: 'Carla Consultora',
      email,
      role: 'consultant',
      status: 'active',
    });

    // The invitation's mail is queued in the request's transaction; drain sends whatever is still queued.
    await ctx.app.mailQueue.drain();
    const mail = ctx.mail.find((message) => message.to === email)!;
    expect(mail.subject).toContain('Rumo Viagens');
    const token = mail.links![0]!.split('/reset-password/')[1]!;
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a-new-password-1' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'a-new-password-1' },
    });
    expect(login.json().user).toMatchObject({ role: 'consultant', agencyId });
  });

  it('refuses the same e-mail twice, a member of another agency and a platform admin', async () => {
    const cast = await agencyCast(ctx);
    const url = `/api/agencies/${cast.agencyId}/clients`;
    const twice = await as(cast.people.manager, 'POST', url, { email: cast.people.client.user.email });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'MEMBER_EXISTS',
      message: 'This e-mail already belongs to this agency.',
    });
    const elsewhere = await as(cast.people.manager, 'POST', url, {
      email: cast.people.otherConsultant.user.email,
    });
    expect(elsewhere.json().code).toBe('IN_OTHER_AGENCY');
    const admin = await as(cast.people.manager, 'POST', url, { email: cast.people.admin.user.email });
    expect(admin.json().code).toBe('CANNOT_ADD_ADMIN');
    const badConsultant = await as(cast.people.manager, 'POST', url, {
      email: cast.people.user.user.email,
      consultantId: cast.clientId,
    });
    expect(badConsultant.json().details).toEqual([
      { path: 'consultantId', message: 'Choose a consultant of this agency.' },
    ]);
  });

  it("assigns a consultant's new client to them and sets payment status and consultant", async () => {
    const cast = await agencyCast(ctx);
    const added = await as(cast.people.consultant, 'POST', `/api/agencies/${cast.agencyId}/clients`, {
      email: uniqueEmail('client'),
      name: 'Cliente Novo',
    });
    expect(added.json()).toMatchObject({ consultantId: cast.consultantId, paymentStatus: 'pending' });
    const updated = await as(
      cast.people.manager,
      'PUT',
      `/api/agencies/${cast.agencyId}/clients/${added.json()._id}`,
      { paymentStatus: 'overdue', consultantId: null },
    );
    expect(updated.json()).toMatchObject({
      name: 'Cliente Novo',
      paymentStatus: 'overdue',
      consultantId: null,
    });
    const mine = (await as(cast.people.consultant, 'GET', '/api/consultants/clients')).json();
    expect(mine.map((client: { _id: string }) => client._id)).toEqual([cast.clientId]);
    const all = (await as(cast.people.manager, 'GET', '/api/consultants/clients')).json();
    expect(all).toHaveLength(2);
  });
});

describe('a consultant planning for a client', () => {
  it('makes a trip the client owns and the consultant administers; deactivation closes the client at once', async () => {
    const cast = await agencyCast(ctx);
    const planned = await as(
      cast.people.consultant,
      'POST',
      `/api/consultants/clients/${cast.clientId}/trips`,
      tripBody,
    );
    expect(planned.statusCode, planned.body).toBe(201);
    expect(planned.json()).toMatchObject({ ownerId: cast.people.client.user.id, myRole: 'admin' });
    const clientTrips = (await as(cast.people.client, 'GET', '/api/trips')).json();
    expect(clientTrips.map((trip: { title: string }) => trip.title)).toContain('Honeymoon');
    const detail = (
      await as(cast.people.consultant, 'GET', `/api/consultants/clients/${cast.clientId}`)
    ).json();
    expect(detail.trips).toMatchObject([{ title: 'Honeymoon' }]);
    // The client is told, by the consultant's name, with the way to the trip.
    expect((await as(cast.people.client, 'GET', '/api/notifications')).json()).toMatchObject([
      {
        kind: 'trip-planned',
        title: 'A new trip for you: “Honeymoon”',
        message: `${cast.people.consultant.user.name} planned “Honeymoon” for you.`,
        link: `/trips/${planned.json()._id}`,
      },
    ]);

    await as(
      cast.people.manager,
      'PATCH',
      `/api/agencies/${cast.agencyId}/consultants/${cast.consultantId}/toggle-status`,
    );
    const closed = await as(cast.people.consultant, 'GET', `/api/consultants/clients/${cast.clientId}`);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().code).toBe('CONSULTANT_INACTIVE');
    // The client's trip closes too, while the client keeps it.
    const tripUrl = `/api/trips/${planned.json()._id}`;
    expect((await as(cast.people.consultant, 'GET', tripUrl)).statusCode).toBe(404);
    expect((await as(cast.people.client, 'GET', tripUrl)).statusCode).toBe(200);
    const reopened = await as(
      cast.people.manager,
      'PATCH',
      `/api/agencies/${cast.agencyId}/consultants/${cast.consultantId}/toggle-status`,
    );
    expect(reopened.json().status).toBe('active');
    expect(
      (await as(cast.people.consultant, 'GET', `/api/consultants/clients/${cast.clientId}`)).statusCode,
    ).toBe(200);
  });

  it("plans in the client's currency when the consultant gives none", async () => {
    const cast = await agencyCast(ctx);
    const { currency: _, ...withoutCurrency } = tripBody;
    const planned = await as(
      cast.people.consultant,
      'POST',
      `/api/consultants/clients/${cast.clientId}/trips`,
      withoutCurrency,
    );
    expect(planned.statusCode, planned.body).toBe(201);
    expect(planned.json().currency).toBe(cast.people.client.user.currency);
  });

  it('keeps accounts and trips when people are removed or the agency is deleted', async () => {
    const cast = await agencyCast(ctx);
    await as(cast.people.consultant, 'POST', `/api/consultants/clients/${cast.clientId}/trips`, tripBody);
    expect(
      (
        await as(
          cast.people.manager,
          'DELETE',
          `/api/agencies/${cast.agencyId}/consultants/${cast.consultantId}`,
        )
      ).statusCode,
    ).toBe(204);
    const me = (await as(cast.people.consultant, 'GET', '/api/auth/me')).json();
    expect(me).toMatchObject({ role: 'user', agencyId: null });
    const client = (await as(cast.people.manager, 'GET', `/api/agencies/${cast.agencyId}/clients`)).json();
    expect(client).toMatchObject([{ consultantId: null }]);
    const staff = (await as(cast.people.manager, 'GET', `/api/agencies/${cast.agencyId}/consultants`)).json();
    const own = staff.find((person: { userId: string }) => person.userId === cast.people.manager.user.id);
    const self = await as(
      cast.people.manager,
      'PATCH',
      `/api/agencies/${cast.agencyId}/consultants/${own._id}/toggle-status`,
    );
    expect(self.json().code).toBe('CANNOT_REMOVE_SELF');

    expect((await as(cast.people.admin, 'DELETE', `/api/agencies/${cast.agencyId}`)).statusCode).toBe(204);
    const manager = (await as(cast.people.manager, 'GET', '/api/auth/me')).json();
    expect(manager).toMatchObject({ role: 'user', agencyId: null });
    expect((await as(cast.people.client, 'GET', '/api/trips')).json()).toHaveLength(1);
  });

  it('checks the agency input', async () => {
    const cast = await agencyCast(ctx);
    const bad = await as(cast.people.admin, 'POST', '/api/agencies', {
      name: '',
      contactEmail: 'nope',
      phone: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((detail: { path: string }) => detail.path)).toEqual([
      'name',
      'contactEmail',
      'phone',
    ]);
    const list = (await as(cast.people.admin, 'GET', '/api/agencies')).json();
    expect(list.find((agency: { _id: string }) => agency._id === cast.agencyId)).toMatchObject({
      consultantCount: 3,
      clientCount: 1,
    });
  });
});
