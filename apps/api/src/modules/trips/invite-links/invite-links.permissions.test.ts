import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/app';
import { describeRoleTable, writeStatus, type RoleRoute, type TripCast } from '../../../../test/trip-cast';

/** Every invite-link route × owner, admin, viewer, stranger, anonymous. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function seed(cast: TripCast) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/trips/${cast.trip.id}/invite-links`,
    payload: { role: 'viewer' },
    headers: cast.owner.auth,
  });
  const link = res.json() as { _id: string; token: string };
  return { link: link._id, token: link.token };
}

type Ids = Awaited<ReturnType<typeof seed>>;

const routes: RoleRoute<Ids>[] = [
  {
    name: 'list invite links',
    method: 'GET',
    url: (t) => `/api/trips/${t}/invite-links`,
    expected: writeStatus(200),
  },
  {
    name: 'make an invite link',
    method: 'POST',
    url: (t) => `/api/trips/${t}/invite-links`,
    body: () => ({ role: 'admin', maxUses: 1 }),
    expected: writeStatus(201),
  },
  {
    name: 'revoke an invite link',
    method: 'DELETE',
    url: (t, i) => `/api/trips/${t}/invite-links/${i.link}`,
    expected: writeStatus(204),
  },
  {
    name: 'open an invite link',
    method: 'GET',
    url: (_t, i) => `/api/invite-links/${i.token}`,
    expected: { owner: 200, admin: 200, viewer: 200, stranger: 200, anonymous: 200 },
  },
  {
    name: 'accept an invite link',
    method: 'POST',
    url: (_t, i) => `/api/invite-links/${i.token}/accept`,
    expected: { owner: 200, admin: 200, viewer: 200, stranger: 200, anonymous: 401 },
  },
];

describeRoleTable('invite link permissions', () => ctx, seed, routes);
