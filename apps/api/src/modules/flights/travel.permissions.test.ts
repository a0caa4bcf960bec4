import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { multipartFile, TINY_PDF } from '../../../test/multipart';
import { describeRoleTable, READ, writeStatus, type RoleRoute, type TripCast } from '../../../test/trip-cast';

/** Every flight, ticket, booking, tour and item-file route × owner, admin, viewer, stranger, anonymous. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ flightStatus: { lookup: async () => 'active' } });
});
afterAll(() => ctx.close());

const flight = {
  airline: 'TAP',
  flightNumber: 'TP1',
  departure: { airport: 'LIS', time: '2030-01-01T10:00' },
  arrival: { airport: 'OPO', time: '2030-01-01T11:00' },
};

async function seed(cast: TripCast) {
  const as = (url: string, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${cast.trip.id}/${url}`,
      payload,
      headers: cast.owner.auth,
    });
  const flightId = (await as('flights', flight)).json()._id as string;
  const body = multipartFile(TINY_PDF);
  await ctx.app.inject({
    method: 'PUT',
    url: `/api/trips/${cast.trip.id}/flights/${flightId}/ticket`,
    payload: body.payload,
    headers: { ...body.headers, ...cast.owner.auth },
  });
  const booking = (
    await as('bookings', {
      accommodationName: 'Hotel',
      checkIn: cast.trip.startDate,
      checkOut: cast.trip.endDate,
    })
  ).json()._id as string;
  const tour = (await as('tours', { name: 'Tram', date: cast.trip.startDate })).json()._id as string;
  const attach = async (url: string) => {
    const file = multipartFile(TINY_PDF, { fileName: 'voucher.pdf' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${cast.trip.id}/${url}/files`,
      payload: file.payload,
      headers: { ...file.headers, ...cast.owner.auth },
    });
    return res.json().files[0]._id as string;
  };
  const bookingFile = await attach(`bookings/${booking}`);
  const tourFile = await attach(`tours/${tour}`);
  return { flight: flightId, booking, tour, bookingFile, tourFile };
}

type Ids = Awaited<ReturnType<typeof seed>>;

const routes: RoleRoute<Ids>[] = [
  { name: 'list flights', method: 'GET', url: (t) => `/api/trips/${t}/flights`, expected: READ },
  {
    name: 'read a flight',
    method: 'GET',
    url: (t, i) => `/api/trips/${t}/flights/${i.flight}`,
    expected: READ,
  },
  {
    name: 'add a flight',
    method: 'POST',
    url: (t) => `/api/trips/${t}/flights`,
    body: () => flight,
    expected: writeStatus(201),
  },
  {
    name: 'edit a flight',
    method: 'PUT',
    url: (t, i) => `/api/trips/${t}/flights/${i.flight}`,
    body: () => ({ status: 'landed' }),
    expected: writeStatus(200),
  },
  {
    name: 'upload a ticket',
    method: 'PUT',
    url: (t, i) => `/api/trips/${t}/flights/${i.flight}/ticket`,
    upload: () => multipartFile(TINY_PDF),
    expected: writeStatus(200),
  },
  {
    name: 'download a ticket',
    method: 'GET',
    url: (t, i) => `/api/trips/${t}/flights/${i.flight}/ticket`,
    expected: READ,
  },
  {
    name: 'remove a ticket',
    method: 'DELETE',
    url: (t, i) => `/api/trips/${t}/flights/${i.flight}/ticket`,
    expected: writeStatus(204),
  },
  {
    name: 'refresh a status',
    method: 'POST',
    url: (t, i) => `/api/trips/${t}/flights/${i.flight}/refresh-status`,
    expected: writeStatus(200),
  },
  {
    name: 'delete a flight',
    method: 'DELETE',
    url: (t, i) => `/api/trips/${t}/flights/${i.flight}`,
    expected: writeStatus(204),
  },
  { name: 'list bookings', method: 'GET', url: (t) => `/api/trips/${t}/bookings`, expected: READ },
  {
    name: 'read a booking',
    method: 'GET',
    url: (t, i) => `/api/trips/${t}/bookings/${i.booking}`,
    expected: READ,
  },
  {
    name: 'add a booking',
    method: 'POST',
    url: (t) => `/api/trips/${t}/bookings`,
    body: (c) => ({ accommodationName: 'Inn', checkIn: c.trip.startDate, checkOut: c.trip.endDate }),
    expected: writeStatus(201),
  },
  {
    name: 'edit a booking',
    method: 'PUT',
    url: (t, i) => `/api/trips/${t}/bookings/${i.booking}`,
    body: (c) => ({
      accommodationName: 'Inn',
      checkIn: c.trip.startDate,
      checkOut: c.trip.endDate,
      price: 10,
    }),
    expected: writeStatus(200),
  },
  {
    name: 'mark a booking booked',
    method: 'PATCH',
    url: (t, i) => `/api/trips/${t}/bookings/${i.booking}/booked`,
    body: () => ({ booked: true }),
    expected: writeStatus(200),
  },
  {
    name: "list a stay's files",
    method: 'GET',
    url: (t, i) => `/api/trips/${t}/bookings/${i.booking}/files`,
    expected: READ,
  },
  {
    name: 'attach a file to a stay',
    method: 'POST',
    url: (t, i) => `/api/trips/${t}/bookings/${i.booking}/files`,
    upload: () => multipartFile(TINY_PDF, { fileName: 'more.pdf' }),
    expected: writeStatus(201),
  },
  {
    name: "download a stay's file",
    method: 'GET',
    url: (t, i) => `/api/trips/${t}/bookings/${i.booking}/files/${i.bookingFile}`,
    expected: READ,
  },
  {
    name: "remove a stay's file",
    method: 'DELETE',
    url: (t, i) => `/api/trips/${t}/bookings/${i.booking}/files/${i.bookingFile}`,
    expected: writeStatus(204),
  },
  {
    name: 'delete a booking',
    method: 'DELETE',
    url: (t, i) => `/api/trips/${t}/bookings/${i.booking}`,
    expected: writeStatus(204),
  },
  { name: 'list tours', method: 'GET', url: (t) => `/api/trips/${t}/tours`, expected: READ },
  { name: 'read a tour', method: 'GET', url: (t, i) => `/api/trips/${t}/tours/${i.tour}`, expected: READ },
  {
    name: 'add a tour',
    method: 'POST',
    url: (t) => `/api/trips/${t}/tours`,
    body: (c) => ({ name: 'Boat', date: c.trip.startDate }),
    expected: writeStatus(201),
  },
  {
    name: 'edit a tour',
    method: 'PUT',
    url: (t, i) => `/api/trips/${t}/tours/${i.tour}`,
    body: (c) => ({ name: 'Boat', date: c.trip.startDate, time: '10:00' }),
    expected: writeStatus(200),
  },
  {
    name: 'mark a tour booked',
    method: 'PATCH',
    url: (t, i) => `/api/trips/${t}/tours/${i.tour}/booked`,
    body: () => ({ booked: true }),
    expected: writeStatus(200),
  },
  {
    name: "list a tour's files",
    method: 'GET',
    url: (t, i) => `/api/trips/${t}/tours/${i.tour}/files`,
    expected: READ,
  },
  {
    name: 'attach a file to a tour',
    method: 'POST',
    url: (t, i) => `/api/trips/${t}/tours/${i.tour}/files`,
    upload: () => multipartFile(TINY_PDF, { fileName: 'more.pdf' }),
    expected: writeStatus(201),
  },
  {
    name: "download a tour's file",
    method: 'GET',
    url: (t, i) => `/api/trips/${t}/tours/${i.tour}/files/${i.tourFile}`,
    expected: READ,
  },
  {
    name: "remove a tour's file",
    method: 'DELETE',
    url: (t, i) => `/api/trips/${t}/tours/${i.tour}/files/${i.tourFile}`,
    expected: writeStatus(204),
  },
  {
    name: 'delete a tour',
    method: 'DELETE',
    url: (t, i) => `/api/trips/${t}/tours/${i.tour}`,
    expected: writeStatus(204),
  },
];

describeRoleTable('flights, lodging and tours permissions', () => ctx, seed, routes);
