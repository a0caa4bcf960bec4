import nodemailer from 'nodemailer';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { describeRoleTable, type RoleRoute, type TripCast } from '../../../test/trip-cast';

/** The personal import address routes × owner (the mail's recipient), admin, viewer, stranger, anonymous. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    env: { INBOUND_MAIL: 'in.trilha.test', INBOUND_MAIL_PORT: '0', INBOUND_MAIL_HOST: '127.0.0.1' },
  });
  await ctx.app.ready();
});
afterAll(() => ctx.close());

const mail = (date: string) =>
  `From: airline@example.com\r\nSubject: Your flight\r\n\r\nVoo G3 1450\r\nSaída: ${date} 07:10 São Paulo - Congonhas (CGH)\r\nChegada: 08:15 Rio de Janeiro - Santos Dumont (SDU)\r\nLocalizador: XK7PLM\r\n`;

/** A mail to the owner's address, received over SMTP and put on the cast's trip. */
async function seed(cast: TripCast) {
  const auth = cast.owner.auth;
  const address = (await ctx.app.inject({ method: 'GET', url: '/api/imports/address', headers: auth })).json()
    .address as string;
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: ctx.app.inboundMail!.port(),
    ignoreTLS: true,
  });
  await transport.sendMail({
    envelope: { from: 'a@example.com', to: [address] },
    raw: mail(cast.trip.startDate),
  });
  transport.close();
  const notices = (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: auth })).json();
  const importId = (notices as { link: string }[])[0]!.link.split('/').pop()!;
  const moved = await ctx.app.inject({
    method: 'PUT',
    url: `/api/imports/${importId}/trip`,
    headers: auth,
    payload: { tripId: cast.trip.id },
  });
  expect(moved.statusCode).toBe(200);
  return { importId };
}

type Ids = Awaited<ReturnType<typeof seed>>;
const MINE = { owner: 200, admin: 404, viewer: 404, stranger: 404, anonymous: 401 } as const;
const SIGNED_IN = { owner: 200, admin: 200, viewer: 200, stranger: 200, anonymous: 401 } as const;

const routes: RoleRoute<Ids>[] = [
  { name: 'read my import address', method: 'GET', url: () => '/api/imports/address', expected: SIGNED_IN },
  {
    name: 'replace my import address',
    method: 'POST',
    url: () => '/api/imports/address',
    expected: SIGNED_IN,
  },
  {
    name: 'read a received import',
    method: 'GET',
    url: (_, i) => `/api/imports/${i.importId}`,
    expected: MINE,
  },
  {
    name: 'put a received import on a trip',
    method: 'PUT',
    url: (_, i) => `/api/imports/${i.importId}/trip`,
    body: (cast) => ({ tripId: cast.trip.id }),
    expected: MINE,
  },
  {
    name: 'apply a received import',
    method: 'POST',
    url: (t, i) => `/api/trips/${t}/imports/${i.importId}/apply`,
    body: () => ({ flights: [] }),
    expected: { owner: 201, admin: 404, viewer: 403, stranger: 404, anonymous: 401 },
  },
];

describeRoleTable('personal import address routes', () => ctx, seed, routes);

it('documents the routes in the OpenAPI document', async () => {
  const doc = (await ctx.app.inject('/api/openapi.json')).json();
  expect(doc.paths['/api/imports/address']).toHaveProperty('get');
  expect(doc.paths['/api/imports/address']).toHaveProperty('post');
  expect(doc.paths['/api/imports/{importId}']).toHaveProperty('get');
  expect(doc.paths['/api/imports/{importId}/trip']).toHaveProperty('put');
});
