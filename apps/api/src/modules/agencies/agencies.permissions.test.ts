import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { agencyCast, type AgencyCaller, type AgencyCast } from '../../../test/agency-cast';
import { READ_SCOPES } from '@trilha/shared';
import { createPersonalToken, uniqueEmail } from '../../../test/factories';

/**
 * Every agency route × admin; consultant-admin of this agency and of another; consultant of this agency
 * (active and inactive) and of another; client; plain user; anonymous.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Expected = Record<AgencyCaller, number>;
/** Managing: the admin and this agency's consultant-admin. */
const MANAGE = (ok: number): Expected => ({
  admin: ok,
  manager: ok,
  otherManager: 404,
  consultant: 403,
  inactiveConsultant: 403,
  otherConsultant: 404,
  client: 404,
  user: 404,
  anonymous: 401,
});
/** Reading and clients: also this agency's active consultants. */
const STAFF = (ok: number): Expected => ({ ...MANAGE(ok), consultant: ok });
const ADMIN_ONLY = (ok: number): Expected => ({
  admin: ok,
  manager: 403,
  otherManager: 403,
  consultant: 403,
  inactiveConsultant: 403,
  otherConsultant: 403,
  client: 403,
  user: 403,
  anonymous: 401,
});

interface Route {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: (cast: AgencyCast) => string;
  body?: (cast: AgencyCast) => object;
  expected: Expected;
}

const agencyBody = {
  name: 'Rumo',
  address: 'Rua A, 1',
  contactEmail: 'oi@rumo.test',
  phone: '+55 11 5555-0000',
};
const routes: Route[] = [
  {
    name: 'create an agency',
    method: 'POST',
    url: () => '/api/agencies',
    body: () => agencyBody,
    expected: ADMIN_ONLY(201),
  },
  {
    name: 'list agencies',
    method: 'GET',
    url: () => '/api/agencies',
    expected: { ...ADMIN_ONLY(200), manager: 200, otherManager: 200, consultant: 200, otherConsultant: 200 },
  },
  { name: 'read the agency', method: 'GET', url: (c) => `/api/agencies/${c.agencyId}`, expected: STAFF(200) },
  {
    name: 'edit the agency',
    method: 'PUT',
    url: (c) => `/api/agencies/${c.agencyId}`,
    body: () => agencyBody,
    expected: MANAGE(200),
  },
  {
    name: 'delete the agency',
    method: 'DELETE',
    url: (c) => `/api/agencies/${c.agencyId}`,
    expected: { ...ADMIN_ONLY(204) },
  },
  {
    name: 'list consultants',
    method: 'GET',
    url: (c) => `/api/agencies/${c.agencyId}/consultants`,
    expected: MANAGE(200),
  },
  {
    name: 'add a consultant',
    method: 'POST',
    url: (c) => `/api/agencies/${c.agencyId}/consultants`,
    body: () => ({ email: uniqueEmail('new'), name: 'Nova Consultora' }),
    expected: MANAGE(201),
  },
  {
    name: 'edit a consultant',
    method: 'PUT',
    url: (c) => `/api/agencies/${c.agencyId}/consultants/${c.consultantId}`,
    body: () => ({ role: 'consultant' }),
    expected: MANAGE(200),
  },
  {
    // The takeover of issue 12: nobody in an agency changes the login e-mail of someone's account.
    name: "change a consultant's login e-mail",
    method: 'PUT',
    url: (c) => `/api/agencies/${c.agencyId}/consultants/${c.consultantId}`,
    body: () => ({ email: 'attacker@evil.test' }),
    expected: MANAGE(403),
  },
  {
    name: 'toggle a consultant',
    method: 'PATCH',
    url: (c) => `/api/agencies/${c.agencyId}/consultants/${c.consultantId}/toggle-status`,
    expected: MANAGE(200),
  },
  {
    name: 'remove a consultant',
    method: 'DELETE',
    url: (c) => `/api/agencies/${c.agencyId}/consultants/${c.inactiveConsultantId}`,
    expected: MANAGE(204),
  },
  {
    name: 'list clients',
    method: 'GET',
    url: (c) => `/api/agencies/${c.agencyId}/clients`,
    expected: STAFF(200),
  },
  {
    name: 'add a client',
    method: 'POST',
    url: (c) => `/api/agencies/${c.agencyId}/clients`,
    body: () => ({ email: uniqueEmail('client'), name: 'Novo Cliente' }),
    expected: STAFF(201),
  },
  {
    name: 'edit a client',
    method: 'PUT',
    url: (c) => `/api/agencies/${c.agencyId}/clients/${c.clientId}`,
    body: (c) => ({
      name: c.people.client.user.name,
      email: c.people.client.user.email,
      paymentStatus: 'paid',
    }),
    expected: MANAGE(200),
  },
  {
    name: "change a client's login e-mail",
    method: 'PUT',
    url: (c) => `/api/agencies/${c.agencyId}/clients/${c.clientId}`,
    body: () => ({ email: 'attacker@evil.test' }),
    expected: MANAGE(403),
  },
  {
    name: "rename a client's account",
    method: 'PUT',
    url: (c) => `/api/agencies/${c.agencyId}/clients/${c.clientId}`,
    body: () => ({ name: 'Someone Else' }),
    expected: MANAGE(403),
  },
  {
    name: 'list my agency invitations',
    method: 'GET',
    url: () => '/api/agency-invitations',
    expected: {
      ...MANAGE(200),
      otherManager: 200,
      consultant: 200,
      inactiveConsultant: 200,
      otherConsultant: 200,
      client: 200,
      user: 200,
    },
  },
  {
    name: 'remove a client',
    method: 'DELETE',
    url: (c) => `/api/agencies/${c.agencyId}/clients/${c.clientId}`,
    expected: MANAGE(204),
  },
  {
    name: 'my clients',
    method: 'GET',
    url: () => '/api/consultants/clients',
    expected: {
      admin: 200,
      manager: 200,
      otherManager: 200,
      consultant: 200,
      inactiveConsultant: 403,
      otherConsultant: 200,
      client: 403,
      user: 403,
      anonymous: 401,
    },
  },
  {
    name: 'open a client',
    method: 'GET',
    url: (c) => `/api/consultants/clients/${c.clientId}`,
    expected: {
      admin: 200,
      manager: 200,
      otherManager: 404,
      consultant: 200,
      inactiveConsultant: 403,
      otherConsultant: 404,
      client: 404,
      user: 404,
      anonymous: 401,
    },
  },
  {
    name: 'plan a trip for a client',
    method: 'POST',
    url: (c) => `/api/consultants/clients/${c.clientId}/trips`,
    body: () => ({
      title: 'Lua de mel',
      destination: { name: 'Lisbon' },
      startDate: '2030-05-01',
      endDate: '2030-05-08',
      budget: 'luxury',
      interests: [],
      currency: 'EUR',
      notes: '',
    }),
    expected: {
      admin: 403,
      manager: 201,
      otherManager: 404,
      consultant: 201,
      inactiveConsultant: 403,
      otherConsultant: 404,
      client: 404,
      user: 404,
      anonymous: 401,
    },
  },
];

/**
 * The same routes by the manager's personal token with the read scopes only: it reads as the manager, and
 * every write is 403 SCOPE_REQUIRED before the route runs (a token with write scopes answers as its holder:
 * the trip role tables prove that path).
 */
describe('agency permissions by personal token', () => {
  for (const route of routes) {
    const status = route.method === 'GET' ? route.expected.manager : 403;
    it(`manager by read-only token → ${route.name}: ${status}`, async () => {
      const cast = await agencyCast(ctx);
      const { auth } = await createPersonalToken(ctx, cast.people.manager, READ_SCOPES);
      const res = await ctx.app.inject({
        method: route.method,
        url: route.url(cast),
        payload: route.body?.(cast),
        headers: auth,
      });
      expect(res.statusCode, res.body).toBe(status);
      if (route.method !== 'GET') expect(res.json().code).toBe('SCOPE_REQUIRED');
    });
  }
});

describe('agency permissions', () => {
  for (const route of routes) {
    for (const [caller, status] of Object.entries(route.expected) as [AgencyCaller, number][]) {
      it(`${caller} → ${route.name}: ${status}`, async () => {
        const cast = await agencyCast(ctx);
        const who = caller === 'anonymous' ? undefined : cast.people[caller];
        const res = await ctx.app.inject({
          method: route.method,
          url: route.url(cast),
          payload: route.body?.(cast),
          headers: who?.auth ?? {},
        });
        expect(res.statusCode, res.body).toBe(status);
      });
    }
  }
});
