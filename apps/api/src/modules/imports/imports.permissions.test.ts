import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { describeRoleTable, READ, writeStatus, type RoleRoute, type TripCast } from '../../../test/trip-cast';

/** Every import route × owner, admin, viewer, stranger, anonymous. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const mail = (date: string) =>
  `Voo G3 1450\nSaída: ${date} 07:10 São Paulo - Congonhas (CGH)\nChegada: 08:15 Rio de Janeiro - Santos Dumont (SDU)\nLocalizador: XK7PLM`;

async function seed(cast: TripCast) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/trips/${cast.trip.id}/imports`,
    payload: { text: mail(cast.trip.startDate) },
    headers: cast.owner.auth,
  });
  return { importId: res.json()._id as string };
}

type Ids = Awaited<ReturnType<typeof seed>>;

const routes: RoleRoute<Ids>[] = [
  {
    name: 'read a booking into a preview',
    method: 'POST',
    url: (t) => `/api/trips/${t}/imports`,
    body: (cast) => ({ text: mail(cast.trip.startDate) }),
    expected: writeStatus(200),
  },
  {
    name: 'apply an import',
    method: 'POST',
    url: (t, i) => `/api/trips/${t}/imports/${i.importId}/apply`,
    body: () => ({ flights: [] }),
    expected: writeStatus(201),
  },
  {
    name: "download an import's source file",
    method: 'GET',
    url: (t, i) => `/api/trips/${t}/imports/${i.importId}/file`,
    expected: READ,
  },
];

describeRoleTable('import routes', () => ctx, seed, routes);
