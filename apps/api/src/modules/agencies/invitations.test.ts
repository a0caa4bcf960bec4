import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { agencyCast, PLANNED_TRIP, requestAs } from '../../../test/agency-cast';
import { createTrip, createUser, uniqueEmail } from '../../../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const as = (...args: Parameters<ReturnType<typeof requestAs>>) => requestAs(ctx)(...args);
const tripBody = PLANNED_TRIP;
/** Mail and notifications go out after the answer. */
// Notifications and mail are written in the request's transaction; drain sends any mail still queued.
const settle = () => ctx.app.mailQueue.drain();

describe('the agency account takeover of issue 12', () => {
  it('fails at its first step: adding someone with an account only invites them', async () => {
    const cast = await agencyCast(ctx);
    const victim = await createUser(ctx, { name: 'Vera Vítima', language: 'es' });
    await createTrip(ctx, victim, { title: 'Private trip' });
    const added = await as(cast.people.consultant, 'POST', `/api/agencies/${cast.agencyId}/clients`, {
      email: victim.user.email,
    });
    expect(added.statusCode, added.body).toBe(201);
    // The agency sees an invitation: not even the account's name, and it may not change anything.
    expect(added.json()).toMatchObject({
      status: 'invited',
      name: victim.user.email,
      email: victim.user.email,
      canEditAccount: false,
    });
    const clientId = added.json()._id;

    const hijack = await as(
      cast.people.manager,
      'PUT',
      `/api/agencies/${cast.agencyId}/clients/${clientId}`,
      {
        name: 'Attacker',
        email: 'attacker@evil.test',
      },
    );
    expect(hijack.statusCode).toBe(403);
    expect(hijack.json()).toMatchObject({
      code: 'ACCOUNT_NOT_EDITABLE',
      message: 'Only the person can change the name and e-mail of their own account.',
    });
    const me = (await as(victim, 'GET', '/api/auth/me')).json();
    expect(me).toMatchObject({ email: victim.user.email, name: 'Vera Vítima', role: 'user', agencyId: null });

    // Nothing of theirs is visible, and nobody plans for them, until they accept.
    const detail = (await as(cast.people.manager, 'GET', `/api/consultants/clients/${clientId}`)).json();
    expect(detail).toMatchObject({ status: 'invited', trips: [] });
    const plan = await as(
      cast.people.consultant,
      'POST',
      `/api/consultants/clients/${clientId}/trips`,
      tripBody,
    );
    expect(plan.statusCode).toBe(409);
    expect(plan.json().code).toBe('INVITATION_PENDING');

    // The person is told, in their language, in the bell and by mail (a page that names no language
    // reads the bell in the person's own).
    await settle();
    const bell = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: victim.auth });
    const [notification] = bell.json();
    expect(notification).toMatchObject({ kind: 'agency-invited', title: 'Rumo Viagens te invita' });
    const mail = ctx.mail.find((message) => message.to === victim.user.email)!;
    expect(mail.subject).toBe('Rumo Viagens te invita a unirte en Trilha');
    expect(mail.links).toEqual(['http://trilha.test/notifications']);
  });

  it('does not make anyone a consultant without their consent', async () => {
    const cast = await agencyCast(ctx);
    const victim = await createUser(ctx);
    const added = await as(cast.people.manager, 'POST', `/api/agencies/${cast.agencyId}/consultants`, {
      email: victim.user.email,
      role: 'consultant-admin',
    });
    expect(added.json()).toMatchObject({
      status: 'invited',
      role: 'consultant-admin',
      canEditAccount: false,
    });
    expect((await as(victim, 'GET', '/api/auth/me')).json().role).toBe('user');
    // An invited consultant cannot be switched on, and withdrawing the invitation leaves the account alone.
    const consultantUrl = `/api/agencies/${cast.agencyId}/consultants/${added.json()._id}`;
    expect((await as(cast.people.manager, 'PATCH', `${consultantUrl}/toggle-status`)).json().code).toBe(
      'INVITATION_PENDING',
    );
    const email = await as(cast.people.manager, 'PUT', consultantUrl, { email: 'attacker@evil.test' });
    expect(email.statusCode).toBe(403);
    expect((await as(cast.people.manager, 'DELETE', consultantUrl)).statusCode).toBe(204);
    expect((await as(victim, 'GET', '/api/auth/me')).json()).toMatchObject({ role: 'user', agencyId: null });
    expect((await as(victim, 'GET', '/api/agency-invitations')).json()).toEqual([]);
  });
});

describe('answering an invitation', () => {
  it('accepting makes the person a consultant with a fresh session, and tells the inviter', async () => {
    const cast = await agencyCast(ctx);
    const person = await createUser(ctx, { name: 'Paula Pessoa' });
    await as(cast.people.manager, 'POST', `/api/agencies/${cast.agencyId}/consultants`, {
      email: person.user.email,
      role: 'consultant',
    });
    const [invitation] = (await as(person, 'GET', '/api/agency-invitations')).json();
    expect(invitation).toMatchObject({
      agencyId: cast.agencyId,
      agencyName: 'Rumo Viagens',
      as: 'consultant',
      role: 'consultant',
      invitedBy: { name: cast.people.manager.user.name },
    });
    // Nobody else can answer it.
    for (const other of [cast.people.user, cast.people.manager]) {
      const stolen = await as(other, 'POST', `/api/agency-invitations/${invitation._id}/accept`);
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json().code).toBe('INVITATION_NOT_FOUND');
    }
    const accepted = await as(person, 'POST', `/api/agency-invitations/${invitation._id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().user).toMatchObject({ role: 'consultant', agencyId: cast.agencyId });
    const fresh = { ...person, auth: { authorization: `Bearer ${accepted.json().token}` } };
    expect((await as(fresh, 'GET', '/api/consultants/clients')).statusCode).toBe(200);
    const consultants = (
      await as(cast.people.manager, 'GET', `/api/agencies/${cast.agencyId}/consultants`)
    ).json();
    expect(consultants.find((row: { userId: string }) => row.userId === person.user.id)).toMatchObject({
      status: 'active',
      name: 'Paula Pessoa',
      canEditAccount: false,
    });
    await settle();
    const [told] = (await as(cast.people.manager, 'GET', '/api/notifications')).json();
    expect(told).toMatchObject({ kind: 'invitation-answered', link: `/agency/${cast.agencyId}` });
    // Accepting twice finds nothing to accept.
    expect((await as(person, 'POST', `/api/agency-invitations/${invitation._id}/accept`)).statusCode).toBe(
      404,
    );
  });

  it('declining removes the invitation and the agency sees no more of them', async () => {
    const cast = await agencyCast(ctx);
    const person = await createUser(ctx);
    const added = await as(cast.people.consultant, 'POST', `/api/agencies/${cast.agencyId}/clients`, {
      email: person.user.email,
    });
    const declined = await as(person, 'POST', `/api/agency-invitations/${added.json()._id}/decline`);
    expect(declined.statusCode).toBe(204);
    const clients = (await as(cast.people.manager, 'GET', `/api/agencies/${cast.agencyId}/clients`)).json();
    expect(clients.map((client: { userId: string }) => client.userId)).not.toContain(person.user.id);
    expect((await as(person, 'GET', '/api/auth/me')).json()).toMatchObject({ role: 'user', agencyId: null });
    // They can be invited again later, and then accept as a client with their consultant.
    const again = await as(cast.people.consultant, 'POST', `/api/agencies/${cast.agencyId}/clients`, {
      email: person.user.email,
    });
    const accepted = await as(person, 'POST', `/api/agency-invitations/${again.json()._id}/accept`);
    expect(accepted.json().user).toMatchObject({ role: 'user', agencyId: cast.agencyId });
    const detail = (
      await as(cast.people.consultant, 'GET', `/api/consultants/clients/${again.json()._id}`)
    ).json();
    expect(detail).toMatchObject({ status: 'active', consultantId: cast.consultantId });
  });
});

describe('accounts the agency created', () => {
  it('may be corrected until the person first signs in, and the new address gets the link', async () => {
    const cast = await agencyCast(ctx);
    const typo = uniqueEmail('typo');
    const added = await as(cast.people.manager, 'POST', `/api/agencies/${cast.agencyId}/clients`, {
      email: typo,
      name: 'Nome Errado',
    });
    expect(added.json()).toMatchObject({ status: 'active', canEditAccount: true });
    const url = `/api/agencies/${cast.agencyId}/clients/${added.json()._id}`;
    const right = uniqueEmail('right');
    const fixed = await as(cast.people.manager, 'PUT', url, { name: 'Nome Certo', email: right });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ name: 'Nome Certo', email: right });
    await settle();
    // The link mailed to the wrong address no longer works; the one mailed to the right one does.
    const tokenIn = (to: string) =>
      ctx.mail.find((message) => message.to === to)!.links![0]!.split('/reset-password/')[1]!;
    const reset = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: 'a-new-password-1' },
      });
    expect((await reset(tokenIn(typo))).statusCode).toBe(400);
    expect((await reset(tokenIn(right))).statusCode).toBe(200);
    // Now the account is the person's own.
    const after = await as(cast.people.manager, 'PUT', url, { email: uniqueEmail('again') });
    expect(after.statusCode).toBe(403);
    expect(
      (await as(cast.people.manager, 'GET', `/api/agencies/${cast.agencyId}/clients`)).json(),
    ).toContainEqual(expect.objectContaining({ _id: added.json()._id, canEditAccount: false }));
  });

  it('answers 200 to an update that repeats what the agency sees or changes nothing', async () => {
    const cast = await agencyCast(ctx);
    const url = `/api/agencies/${cast.agencyId}/clients/${cast.clientId}`;
    const same = await as(cast.people.manager, 'PUT', url, {
      name: cast.people.client.user.name,
      email: cast.people.client.user.email,
    });
    expect(same.statusCode, same.body).toBe(200);
    expect((await as(cast.people.manager, 'PUT', url, {})).statusCode).toBe(200);
    const consultantUrl = `/api/agencies/${cast.agencyId}/consultants/${cast.consultantId}`;
    expect((await as(cast.people.manager, 'PUT', consultantUrl, {})).statusCode).toBe(200);
  });
});

describe("who sees a client's trips", () => {
  it('the consultant-admin and the platform admin read the trips the agency plans, not the others', async () => {
    const cast = await agencyCast(ctx);
    const planned = await as(
      cast.people.consultant,
      'POST',
      `/api/consultants/clients/${cast.clientId}/trips`,
      tripBody,
    );
    await createTrip(ctx, cast.people.client, { title: 'Family visit' });
    for (const who of [cast.people.manager, cast.people.admin]) {
      const detail = await as(who, 'GET', `/api/consultants/clients/${cast.clientId}`);
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json().trips).toMatchObject([{ title: 'Honeymoon', myRole: 'viewer' }]);
      const trip = await as(who, 'GET', `/api/trips/${planned.json()._id}`);
      expect(trip.statusCode).toBe(200);
      expect(trip.json().myRole).toBe('viewer');
      expect(
        (await as(who, 'PUT', `/api/trips/${planned.json()._id}`, { title: 'Mine now' })).statusCode,
      ).toBe(403);
    }
    // Another agency's consultant-admin does not.
    expect((await as(cast.people.otherManager, 'GET', `/api/trips/${planned.json()._id}`)).statusCode).toBe(
      404,
    );
  });
});
