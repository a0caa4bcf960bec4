import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/app';
import { agencyCast, requestAs } from '../../../test/agency-cast';
import { createUser, DEFAULT_PASSWORD, uniqueEmail, type CreatedUser } from '../../../test/factories';
import { adminAuditLog, agencyMembers, notifications, users } from '../../db/schema';
import { createAdminService } from './admin.service';

/** The app with sign-up approval on (SIGNUP_APPROVAL=true): new accounts wait for an administrator. */
let ctx: TestContext;
let admin: CreatedUser;
let call: ReturnType<typeof requestAs>;
beforeAll(async () => {
  ctx = await createTestApp({ env: { SIGNUP_APPROVAL: 'true' } });
  admin = await createUser(ctx, { role: 'admin', name: 'Ana Admin' });
  call = requestAs(ctx);
});
afterAll(() => ctx.close());

const register = (c: TestContext, email: string, language = 'en', name = 'Newcomer') =>
  c.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name, email, password: DEFAULT_PASSWORD, language },
  });
const login = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEFAULT_PASSWORD } });

/** The last mail to `to`, once the mail queue has sent everything due (the answer's mail included). */
async function mailTo(to: string) {
  await ctx.app.mailQueue.drain();
  const message = ctx.mail.findLast((mail) => mail.to === to);
  if (!message) throw new Error(`no mail to ${to}`);
  return message;
}

const auditOf = (targetId: string) =>
  ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, targetId));

describe('sign-up approval', () => {
  it('tells every active admin of a pending sign-up; approving lets the person sign in and mails them', async () => {
    const suspendedAdmin = await createUser(ctx, { role: 'admin', status: 'suspended' });
    const email = uniqueEmail('waiting');
    const res = await register(ctx, email, 'es', 'Lucía');
    expect(res.json()).toMatchObject({ pending: true });
    const id = res.json().user._id as string;
    const bell = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.user.id), eq(notifications.kind, 'account-pending')));
    expect(bell.find((row) => row.message.includes(email))).toMatchObject({
      title: 'Uma conta aguarda aprovação',
      link: '/admin/user-approval',
    });
    const toSuspended = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, suspendedAdmin.user.id));
    expect(toSuspended).toHaveLength(0);
    expect((await login(email)).json().code).toBe('ACCOUNT_PENDING');

    const pendingList = await call(admin, 'GET', '/api/admin/users?status=pending');
    expect(pendingList.json().map((row: { _id: string }) => row._id)).toContain(id);

    const approved = await call(admin, 'POST', `/api/admin/users/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      _id: id,
      status: 'active',
      lastAction: { action: 'approve', actorId: admin.user.id, actorName: 'Ana Admin', targetEmail: email },
    });
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Tu cuenta de Trilha está lista');
    expect(mail.text).toContain('http://trilha.test/login');
    expect((await login(email)).statusCode).toBe(200);

    const again = await call(admin, 'POST', `/api/admin/users/${id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'USER_NOT_PENDING',
      message: 'This account is not waiting for approval.',
    });
  });

  it('rejecting deletes the account, mails the person, keeps the audit entry, and frees the e-mail', async () => {
    const email = uniqueEmail('rejected');
    const id = (await register(ctx, email, 'pt', 'Rui')).json().user._id as string;
    const res = await call(admin, 'POST', `/api/admin/users/${id}/reject`);
    expect(res.statusCode).toBe(204);
    expect(await ctx.db.select().from(users).where(eq(users.id, id))).toHaveLength(0);
    expect((await mailTo(email)).subject).toBe('Seu cadastro no Trilha');
    const [entry] = await ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetEmail, email));
    expect(entry).toMatchObject({
      action: 'reject',
      targetId: null,
      targetName: 'Rui',
      actorId: admin.user.id,
    });
    expect((await register(ctx, email)).statusCode).toBe(201);
  });

  it('refuses to approve or reject an account that is not pending', async () => {
    const active = await createUser(ctx);
    for (const action of ['approve', 'reject']) {
      const res = await call(admin, 'POST', `/api/admin/users/${active.user.id}/${action}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('USER_NOT_PENDING');
    }
  });

  it('with approval off, a sign-up is active at once and nobody is asked', async () => {
    const open = await createTestApp();
    try {
      const first = await createUser(open, { role: 'admin' });
      const res = await register(open, uniqueEmail('open'));
      expect(res.json()).toHaveProperty('token');
      expect(res.json().user.status).toBe('active');
      const bell = await open.db.select().from(notifications).where(eq(notifications.userId, first.user.id));
      expect(bell).toHaveLength(0);
    } finally {
      await open.close();
    }
  });
});

describe('suspend and reactivate', () => {
  it("ends the person's sessions at once, refuses their login, and reactivating restores it", async () => {
    const person = await createUser(ctx);
    expect((await call(person, 'GET', '/api/auth/me')).statusCode).toBe(200);
    const res = await call(admin, 'POST', `/api/admin/users/${person.user.id}/suspend`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'suspended', lastAction: { action: 'suspend' } });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, person.user.id));
    expect(row!.tokenVersion).toBe(person.user.tokenVersion + 1);
    expect((await call(person, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const refused = await login(person.user.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_SUSPENDED');

    const twice = await call(admin, 'POST', `/api/admin/users/${person.user.id}/suspend`);
    expect(twice.statusCode).toBe(200);
    expect(await auditOf(person.user.id)).toHaveLength(1);

    const back = await call(admin, 'POST', `/api/admin/users/${person.user.id}/reactivate`);
    expect(back.json()).toMatchObject({ status: 'active', lastAction: { action: 'reactivate' } });
    expect((await login(person.user.email)).statusCode).toBe(200);
    const again = await call(admin, 'POST', `/api/admin/users/${person.user.id}/reactivate`);
    expect(again.statusCode).toBe(200);
    expect(await auditOf(person.user.id)).toHaveLength(2);
  });

  it('refuses a pending account (409 USER_PENDING) and the admin themselves (409 OWN_ACCOUNT)', async () => {
    const pending = await createUser(ctx, { status: 'pending' });
    for (const action of ['suspend', 'reactivate']) {
      const res = await call(admin, 'POST', `/api/admin/users/${pending.user.id}/${action}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('USER_PENDING');
    }
    const self = await call(admin, 'POST', `/api/admin/users/${admin.user.id}/suspend`);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({
      code: 'OWN_ACCOUNT',
      message: 'You cannot suspend or demote your own account.',
    });
  });

  it('answers 404 ACCOUNT_NOT_FOUND for an unknown or malformed id', async () => {
    for (const id of ['01a1fc73-6d7c-74e6-b039-6dc4a05eb814', 'not-an-id', 'x'.repeat(90)]) {
      const res = await call(admin, 'POST', `/api/admin/users/${id}/suspend`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('ACCOUNT_NOT_FOUND');
    }
    const put = await call(admin, 'PUT', '/api/admin/users/123', { role: 'user' });
    expect(put.json().code).toBe('ACCOUNT_NOT_FOUND');
  });
});

describe('PUT /api/admin/users/:id (role)', () => {
  it('answers the row unchanged for an empty body, refuses unknown fields and self-demotion', async () => {
    const person = await createUser(ctx);
    const same = await call(admin, 'PUT', `/api/admin/users/${person.user.id}`, {});
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ role: 'user', lastAction: null });
    // What the list answered is taken back unchanged (API.md "Updates"); a status is not changed here.
    const echoed = await call(admin, 'PUT', `/api/admin/users/${person.user.id}`, {
      role: 'user',
      status: 'active',
    });
    expect(echoed.statusCode).toBe(200);
    const changed = await call(admin, 'PUT', `/api/admin/users/${person.user.id}`, { status: 'suspended' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().details).toEqual([{ path: 'status', message: 'This field cannot be changed.' }]);
    const unknown = await call(admin, 'PUT', `/api/admin/users/${person.user.id}`, { colour: 'blue' });
    expect(unknown.statusCode).toBe(400);
    const self = await call(admin, 'PUT', `/api/admin/users/${admin.user.id}`, { role: 'user' });
    expect(self.json().code).toBe('OWN_ACCOUNT');
    const kept = await call(admin, 'PUT', `/api/admin/users/${admin.user.id}`, { role: 'admin' });
    expect(kept.statusCode).toBe(200);
  });

  it('makes a user an admin and back, recording the role and the one before', async () => {
    const person = await createUser(ctx);
    const promoted = await call(admin, 'PUT', `/api/admin/users/${person.user.id}`, { role: 'admin' });
    expect(promoted.json()).toMatchObject({
      role: 'admin',
      lastAction: { action: 'role', role: 'admin', previousRole: 'user' },
    });
    const demoted = await call(admin, 'PUT', `/api/admin/users/${person.user.id}`, { role: 'user' });
    expect(demoted.json()).toMatchObject({
      role: 'user',
      lastAction: { role: 'user', previousRole: 'admin' },
    });
  });

  it('needs an agency for the staff roles and keeps the membership consistent', async () => {
    const cast = await agencyCast(ctx);
    const plain = await call(admin, 'PUT', `/api/admin/users/${cast.people.user.user.id}`, {
      role: 'consultant',
    });
    expect(plain.statusCode).toBe(409);
    expect(plain.json().code).toBe('AGENCY_REQUIRED');

    const { consultant, inactiveConsultant, client } = cast.people;
    const upgraded = await call(admin, 'PUT', `/api/admin/users/${consultant.user.id}`, {
      role: 'consultant-admin',
    });
    expect(upgraded.json()).toMatchObject({ role: 'consultant-admin', agencyName: 'Rumo Viagens' });
    const manage = await call(consultant, 'GET', `/api/agencies/${cast.agencyId}/consultants`);
    expect(manage.statusCode).toBe(200);
    // An inactive consultant is still staff of the agency.
    const inactive = await call(admin, 'PUT', `/api/admin/users/${inactiveConsultant.user.id}`, {
      role: 'consultant-admin',
    });
    expect(inactive.statusCode).toBe(200);

    const left = await call(admin, 'PUT', `/api/admin/users/${consultant.user.id}`, { role: 'user' });
    expect(left.json()).toMatchObject({ role: 'user', agencyId: null, agencyName: null });
    expect(
      await ctx.db.select().from(agencyMembers).where(eq(agencyMembers.userId, consultant.user.id)),
    ).toHaveLength(0);
    const [client_] = await ctx.db.select().from(agencyMembers).where(eq(agencyMembers.id, cast.clientId));
    expect(client_!.consultantId).toBeNull();

    const toAdmin = await call(admin, 'PUT', `/api/admin/users/${inactiveConsultant.user.id}`, {
      role: 'admin',
    });
    expect(toAdmin.json()).toMatchObject({ role: 'admin', agencyId: null });
    const clientToAdmin = await call(admin, 'PUT', `/api/admin/users/${client.user.id}`, { role: 'admin' });
    expect(clientToAdmin.json().code).toBe('CANNOT_ADD_ADMIN');
  });

  it('refuses a staff role to someone only invited to an agency', async () => {
    const cast = await agencyCast(ctx);
    const invited = await createUser(ctx);
    await ctx.db
      .insert(agencyMembers)
      .values({ agencyId: cast.agencyId, userId: invited.user.id, kind: 'consultant', status: 'invited' });
    const res = await call(admin, 'PUT', `/api/admin/users/${invited.user.id}`, { role: 'consultant' });
    expect(res.json().code).toBe('AGENCY_REQUIRED');
  });

  it('never leaves the platform without an administrator, even when two demote each other at once', async () => {
    const own = await createTestApp();
    try {
      const a = await createUser(own, { role: 'admin' });
      const b = await createUser(own, { role: 'admin' });
      const results = await Promise.all([
        requestAs(own)(a, 'PUT', `/api/admin/users/${b.user.id}`, { role: 'user' }),
        requestAs(own)(b, 'PUT', `/api/admin/users/${a.user.id}`, { role: 'user' }),
      ]);
      const codes = results.map((res) => res.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([403, 409]).toContain(codes[1]);
      const admins = await own.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins).toHaveLength(1);

      // The same race, played step by step: the loser acts on a role it has just lost.
      const survivor = admins[0]!.id === a.user.id ? a : b;
      const loser = survivor === a ? b : a;
      await own.db.update(users).set({ role: 'user' }).where(eq(users.id, loser.user.id));
      const service = createAdminService({
        db: own.db,
        mail: own.app.mailQueue,
        appUrl: 'http://trilha.test',
        notify: async () => undefined,
      });
      const stale = { ...loser.user, role: 'admin' as const };
      await expect(service.update(stale, survivor.user.id, { role: 'user' })).rejects.toMatchObject({
        code: 'ADMIN_REQUIRED',
      });
      await expect(service.suspend(stale, survivor.user.id)).rejects.toMatchObject({
        code: 'ADMIN_REQUIRED',
      });
    } finally {
      await own.close();
    }
  });
});

describe('GET /api/admin/users', () => {
  it('finds people by the start of their name or e-mail, filters by status and role, newest first', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const older = await createUser(ctx, {
      name: `${tag.toUpperCase()} Older`,
      email: `${tag}-a@example.com`,
    });
    const newer = await createUser(ctx, {
      name: `Newer ${tag}`,
      email: `${tag}-b@example.com`,
      status: 'suspended',
    });
    const byName = await call(admin, 'GET', `/api/admin/users?q=${tag}`);
    expect(byName.json().map((row: { _id: string }) => row._id)).toEqual([newer.user.id, older.user.id]);
    const byNameStart = await call(admin, 'GET', `/api/admin/users?q=${encodeURIComponent(`${tag} old`)}`);
    expect(byNameStart.json().map((row: { _id: string }) => row._id)).toEqual([older.user.id]);
    const suspended = await call(admin, 'GET', `/api/admin/users?q=${tag}&status=suspended`);
    expect(suspended.json().map((row: { _id: string }) => row._id)).toEqual([newer.user.id]);
    const admins = await call(admin, 'GET', `/api/admin/users?role=admin`);
    expect(admins.json().every((row: { role: string }) => row.role === 'admin')).toBe(true);
    const literal = await call(admin, 'GET', `/api/admin/users?q=${encodeURIComponent('%')}`);
    expect(literal.json()).toEqual([]);
  });

  it('pages with X-Next-Cursor and carries each row’s agency and last action in 3 statements', async () => {
    const cast = await agencyCast(ctx);
    await call(admin, 'POST', `/api/admin/users/${cast.people.user.user.id}/suspend`);
    ctx.queries.length = 0;
    const first = await call(admin, 'GET', '/api/admin/users?limit=8');
    expect(ctx.queries.length, ctx.queries.join('\n')).toBeLessThanOrEqual(3);
    expect(first.json()).toHaveLength(8);
    const rows = first.json() as { _id: string; agencyName: string | null; lastAction: unknown }[];
    expect(rows.find((row) => row._id === cast.people.manager.user.id)?.agencyName).toBe('Rumo Viagens');
    expect(rows.find((row) => row._id === cast.people.user.user.id)?.lastAction).toMatchObject({
      action: 'suspend',
      actorName: 'Ana Admin',
    });
    const cursor = first.headers['x-next-cursor'] as string;
    expect(cursor).toBe(rows.at(-1)!._id);
    const second = await call(admin, 'GET', `/api/admin/users?limit=8&cursor=${cursor}`);
    const ids = second.json().map((row: { _id: string }) => row._id);
    expect(ids.some((id: string) => rows.some((row) => row._id === id))).toBe(false);
    expect([...ids].sort().reverse()).toEqual(ids);
  });

  it('refuses a NUL character, an unknown status and a limit out of range', async () => {
    for (const query of ['q=a%00b', 'status=gone', 'role=root', 'limit=0', 'limit=500']) {
      const res = await call(admin, 'GET', `/api/admin/users?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});
