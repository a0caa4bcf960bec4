import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, PendingImport } from '@trilha/shared';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/app';
import { bookingImports } from '../../db/schema';
import { RECEIVED_PER_HOUR } from './mail-imports.service';
import { createTrip, createUser, shareTrip, type CreatedUser } from '../../../test/factories';

const DOMAIN = 'in.trilha.test';
const corpus = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/imports', name));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    env: { INBOUND_MAIL: DOMAIN, INBOUND_MAIL_PORT: '0', INBOUND_MAIL_HOST: '127.0.0.1' },
  });
  await ctx.app.ready();
});
afterAll(() => ctx.close());

/** A real SMTP conversation with the started receiver; rejects with the server's reply code. */
async function send(to: string, raw: Buffer | string) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: ctx.app.inboundMail!.port(),
    secure: false,
    ignoreTLS: true,
  });
  try {
    return await transport.sendMail({ envelope: { from: 'someone@example.com', to: [to] }, raw });
  } finally {
    transport.close();
  }
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { responseCode?: number }) => error.responseCode,
  );

async function addressOf(user: CreatedUser): Promise<string> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/imports/address', headers: user.auth });
  expect(res.statusCode).toBe(200);
  return res.json().address as string;
}

async function notifications(user: CreatedUser): Promise<Notification[]> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: user.auth });
  return res.json() as Notification[];
}

async function latestPending(user: CreatedUser): Promise<{ notice: Notification; pending: PendingImport }> {
  const [notice] = (await notifications(user)).filter((item) => item.kind === 'mail-import');
  expect(notice?.link).toMatch(/^\/imports\/[0-9a-f-]{36}$/);
  const res = await ctx.app.inject({ method: 'GET', url: `/api${notice!.link}`, headers: user.auth });
  expect(res.statusCode).toBe(200);
  return { notice: notice!, pending: res.json() as PendingImport };
}

const lisbon = { destinationName: 'Lisbon', destinationCountryCode: 'PT' };

describe('personal import address', () => {
  it('gives each person one secret address on the configured domain, the same on each ask', async () => {
    const person = await createUser(ctx);
    const address = await addressOf(person);
    expect(address).toMatch(new RegExp(`^import\\+[0-9a-f]{32}@${DOMAIN.replaceAll('.', '\\.')}$`));
    expect(await addressOf(person)).toBe(address);
    expect(await addressOf(await createUser(ctx))).not.toBe(address);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/imports/address' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('turns a forwarded airline mail into a pending import on the matching trip, with a notification', async () => {
    const person = await createUser(ctx, { language: 'pt' });
    await createTrip(ctx, person, {
      title: 'Tóquio',
      destinationName: 'Tokyo',
      destinationCountryCode: 'JP',
      startDate: '2031-08-01',
      endDate: '2031-08-10',
    });
    const trip = await createTrip(ctx, person, {
      title: 'Portugal em maio',
      ...lisbon,
      startDate: '2031-05-15',
      endDate: '2031-05-25',
    });
    const sent = await send(await addressOf(person), corpus('tap-en.eml'));
    expect(sent.accepted).toHaveLength(1);

    const { notice, pending } = await latestPending(person);
    expect(notice.title).toBe('Reserva recebida por e-mail: TP82 GRU–LIS');
    expect(notice.message).toBe('Revise e importe em “Portugal em maio”.');
    expect(notice.isRead).toBe(false);
    expect(pending).toMatchObject({
      tripId: trip.id,
      subject: 'Your TAP booking confirmation - Booking reference T4PXYZ',
      appliedAt: null,
    });
    expect(pending.preview.flights).toMatchObject([
      {
        flightNumber: 'TP82',
        departure: { airport: 'GRU', time: '2031-05-15T22:05' },
        arrival: { airport: 'LIS', time: '2031-05-16T11:50' },
        confirmationCode: 'T4PXYZ',
      },
    ]);
    expect(pending.preview.source).toMatchObject({
      kind: 'eml',
      fileName: 'Your TAP booking confirmation - Booking reference T4PXYZ.eml',
    });

    // Applied as an upload's preview is, once; the flight is then on the trip.
    const flight = pending.preview.flights[0]!;
    const apply = await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${trip.id}/imports/${pending._id}/apply`,
      headers: person.auth,
      payload: {
        flights: [
          {
            ref: flight.ref,
            airline: flight.airline,
            flightNumber: flight.flightNumber,
            departure: { airport: 'GRU', time: flight.departure.time },
            arrival: { airport: 'LIS', time: flight.arrival.time },
            confirmationCode: flight.confirmationCode,
            passengers: flight.passengers,
          },
        ],
      },
    });
    expect(apply.statusCode).toBe(201);
    expect(apply.json().flights).toMatchObject([{ flightNumber: 'TP82' }]);
    const after = await ctx.app.inject({ method: 'GET', url: `/api${notice.link}`, headers: person.auth });
    expect(after.json().appliedAt).toEqual(expect.any(String));
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${trip.id}/imports/${pending._id}/apply`,
      headers: person.auth,
      payload: { flights: [] },
    });
    expect(again.statusCode).toBe(409);
  });

  it('matches only trips the person may change, else leaves the trip to pick', async () => {
    const person = await createUser(ctx, { language: 'es' });
    const friend = await createUser(ctx);
    const shared = await createTrip(ctx, friend, {
      ...lisbon,
      startDate: '2031-05-14',
      endDate: '2031-05-20',
    });
    await shareTrip(ctx, shared.id, person, 'viewer');
    await send(await addressOf(person), corpus('tap-en.eml'));

    const { notice, pending } = await latestPending(person);
    expect(notice.title).toBe('Reserva recibida por correo: TP82 GRU–LIS');
    expect(notice.message).toBe('Elige el viaje al que importarla.');
    expect(pending.tripId).toBeNull();
    expect(pending.preview.duplicates).toEqual([]);

    // A viewer may not import onto the trip; a trip of their own they may.
    const onViewed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/imports/${pending._id}/trip`,
      headers: person.auth,
      payload: { tripId: shared.id },
    });
    expect(onViewed.statusCode).toBe(403);
    const own = await createTrip(ctx, person, { startDate: '2031-09-01', endDate: '2031-09-05' });
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/imports/${pending._id}/trip`,
      headers: person.auth,
      payload: { tripId: own.id },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ _id: pending._id, tripId: own.id });
    // A partial PUT: without a trip it stays where it is.
    const unchanged = await ctx.app.inject({
      method: 'PUT',
      url: `/api/imports/${pending._id}/trip`,
      headers: person.auth,
      payload: {},
    });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toMatchObject({ _id: pending._id, tripId: own.id });
    for (const payload of [{ tripId: '' }, { tripId: 'not-a-trip' }, { tripId: 42 }]) {
      const bad = await ctx.app.inject({
        method: 'PUT',
        url: `/api/imports/${pending._id}/trip`,
        headers: person.auth,
        payload,
      });
      expect([400, 404]).toContain(bad.statusCode);
    }
  });

  it('keeps a mail matched to no trip with the account, and deletes it with the account', async () => {
    const person = await createUser(ctx);
    await send(await addressOf(person), corpus('tap-en.eml'));
    const { pending } = await latestPending(person);
    expect(pending.tripId).toBeNull();
    const inbound = path.join(ctx.dataDir, 'uploads', 'inbound', person.user.id);
    expect(readdirSync(inbound)).toEqual([`${pending._id}.eml`]);

    const gone = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: person.auth,
      payload: { password: person.password },
    });
    expect(gone.statusCode).toBe(204);
    expect(existsSync(inbound)).toBe(false);
  });

  it('says so when nothing could be read from a mail', async () => {
    const person = await createUser(ctx, { language: 'en' });
    await send(
      await addressOf(person),
      'From: a@example.com\r\nSubject: Lunch <b>tomorrow</b>?\r\n\r\n<script>alert(1)</script>See you at noon.\r\n',
    );
    const { notice, pending } = await latestPending(person);
    expect(notice.title).toBe('No booking in a forwarded e-mail');
    expect(notice.message).toBe(
      'No booking could be read from “Lunch <b>tomorrow</b>?”. Paste its text in Import booking instead.',
    );
    expect(pending).toMatchObject({
      tripId: null,
      subject: 'Lunch <b>tomorrow</b>?',
      preview: { source: { fileName: 'Lunch b tomorrow b.eml' }, flights: [], bookings: [], tours: [] },
    });
  });

  it('shows a received import and lets it be applied only by the person it was sent to', async () => {
    const person = await createUser(ctx);
    const coEditor = await createUser(ctx);
    const trip = await createTrip(ctx, person, { ...lisbon, startDate: '2031-05-15', endDate: '2031-05-25' });
    await shareTrip(ctx, trip.id, coEditor, 'admin');
    await send(await addressOf(person), corpus('tap-en.eml'));
    const { notice, pending } = await latestPending(person);
    expect(pending.tripId).toBe(trip.id);

    for (const other of [coEditor, await createUser(ctx)]) {
      const read = await ctx.app.inject({ method: 'GET', url: `/api${notice.link}`, headers: other.auth });
      expect(read.statusCode).toBe(404);
      const move = await ctx.app.inject({
        method: 'PUT',
        url: `/api${notice.link}/trip`,
        headers: other.auth,
        payload: { tripId: trip.id },
      });
      expect(move.statusCode).toBe(404);
    }
    const applyByOther = await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${trip.id}/imports/${pending._id}/apply`,
      headers: coEditor.auth,
      payload: { flights: [] },
    });
    expect(applyByOther.statusCode).toBe(404);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api${notice.link}` });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/imports/not-an-id',
      headers: person.auth,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses unknown recipients at RCPT TO with 550, and mail over 10 MB with 552', async () => {
    const person = await createUser(ctx);
    const address = await addressOf(person);
    expect(await refusal(send(`import+${'0'.repeat(32)}@${DOMAIN}`, corpus('tap-en.eml')))).toBe(550);
    expect(await refusal(send(address.replace(DOMAIN, 'elsewhere.test'), corpus('tap-en.eml')))).toBe(550);
    expect(await refusal(send('postmaster@in.trilha.test', corpus('tap-en.eml')))).toBe(550);

    const huge = `From: a@example.com\r\nSubject: big\r\n\r\n${'x'.repeat(998)}\r\n`.repeat(10_600);
    expect(await refusal(send(address, huge))).toBe(552);
    expect((await notifications(person)).filter((item) => item.kind === 'mail-import')).toEqual([]);
  });

  it('tells the sender to retry later (452) once an address took its hourly allowance', async () => {
    const person = await createUser(ctx);
    const address = await addressOf(person);
    const received = {
      recipientId: person.user.id,
      kind: 'eml' as const,
      size: 10,
      contentType: 'message/rfc822',
      sourceKey: 'inbound/none.eml',
      preview: {
        source: { kind: 'eml' as const, fileName: null, size: 10 },
        flights: [],
        bookings: [],
        tours: [],
        warnings: [],
      },
    };
    await ctx.db.insert(bookingImports).values(Array.from({ length: RECEIVED_PER_HOUR - 1 }, () => received));
    expect((await send(address, corpus('tap-en.eml'))).accepted).toHaveLength(1);
    expect(await refusal(send(address, corpus('tap-en.eml')))).toBe(452);
    // An hour later the address takes mail again.
    await ctx.db
      .update(bookingImports)
      .set({ createdAt: new Date(Date.now() - 3_700_000) })
      .where(eq(bookingImports.recipientId, person.user.id));
    expect((await send(address, corpus('tap-en.eml'))).accepted).toHaveLength(1);
  });

  it('replaces the address on request: the old one is refused from then on', async () => {
    const person = await createUser(ctx);
    const old = await addressOf(person);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/imports/address', headers: person.auth });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().address as string;
    expect(fresh).not.toBe(old);
    expect(await addressOf(person)).toBe(fresh);
    expect(await refusal(send(old, corpus('tap-en.eml')))).toBe(550);
    expect((await send(fresh, corpus('tap-en.eml'))).accepted).toHaveLength(1);
  });
});

describe('without INBOUND_MAIL', () => {
  it('has no address and cannot make one', async () => {
    const plain = await createTestApp();
    try {
      expect(plain.app.inboundMail).toBeUndefined();
      const person = await createUser(plain);
      const res = await plain.app.inject({
        method: 'GET',
        url: '/api/imports/address',
        headers: person.auth,
      });
      expect(res.json()).toEqual({ address: null });
      const rotate = await plain.app.inject({
        method: 'POST',
        url: '/api/imports/address',
        headers: person.auth,
      });
      expect(rotate.statusCode).toBe(503);
      expect(rotate.json().code).toBe('IMPORT_ADDRESS_UNAVAILABLE');
    } finally {
      await plain.close();
    }
  });
});
