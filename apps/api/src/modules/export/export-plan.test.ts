import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser, shareTrip, type CreatedUser } from '../../../test/factories';
import { SmtpPeer } from '../../../test/smtp-peer';
import { bookings, flights, itineraryItems, tours, tripParticipants } from '../../db/schema';

const peer = new SmtpPeer();
let ctx: TestContext;
const folder = mkdtempSync(path.join(os.tmpdir(), 'trilha-plan-'));
beforeAll(async () => {
  await peer.up();
  ctx = await createTestApp({ mailer: peer.mailer() });
});
afterAll(async () => {
  await ctx.close();
  await peer.down();
  rmSync(folder, { recursive: true, force: true });
});

function pdfText(pdf: Buffer): string {
  const file = path.join(folder, `${crypto.randomUUID()}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

const api = (who: CreatedUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    payload,
    headers: { ...who.auth, 'accept-language': 'en' },
  });

/**
 * Ana (the owner), Bia (a guest) and Caio (a viewer): Ana's flight, a flight for everyone, Bia's stay, a
 * stay for everyone, a tour for Ana and Bia, Bia's museum and a place for everyone. Who goes is written
 * in the columns, as the item forms will.
 */
async function tripOfThree() {
  const ana = await createUser(ctx, { name: 'Ana Lima' });
  const caio = await createUser(ctx, { name: 'Caio Prado' });
  const trip = await createTrip(ctx, ana, { startDate: '2031-05-01', endDate: '2031-05-04' });
  await shareTrip(ctx, trip.id, caio, 'viewer');
  const post = async (url: string, payload: object) => {
    const res = await api(ana, 'POST', `/trips/${trip.id}${url}`, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ _id: string }>()._id;
  };
  const bia = await post('/participants', { name: 'Bia Guest' });
  const people = (await api(ana, 'GET', `/trips/${trip.id}/participants`)).json<
    { _id: string; userId: string | null }[]
  >();
  const anaId = people.find((person) => person.userId === ana.user.id)!._id;

  const anasFlight = await post('/flights', {
    airline: 'TAP',
    flightNumber: 'TP 88',
    departure: { airport: 'GRU', time: '2031-05-01T08:00' },
    arrival: { airport: 'LIS', time: '2031-05-01T20:00' },
    passengers: [{ name: 'Ana Lima', seat: '12A' }],
  });
  await post('/flights', {
    airline: 'LATAM',
    flightNumber: 'LA 800',
    departure: { airport: 'LIS', time: '2031-05-04T10:00' },
    arrival: { airport: 'GRU', time: '2031-05-04T18:00' },
  });
  const biasStay = await post('/bookings', {
    accommodationName: 'Hostel da Bia',
    checkIn: '2031-05-01',
    checkOut: '2031-05-02',
  });
  await post('/bookings', {
    accommodationName: 'Hotel Todos',
    checkIn: '2031-05-02',
    checkOut: '2031-05-04',
  });
  const pairTour = await post('/tours', { name: 'Passeio a dois', date: '2031-05-02', time: '10:00' });
  const biasPlace = await post('/itinerary', {
    date: '2031-05-03',
    timeOfDay: 'morning',
    placeName: 'Museu da Bia',
  });
  await post('/itinerary', { date: '2031-05-03', timeOfDay: 'afternoon', placeName: 'Praça de Todos' });

  await ctx.db
    .update(flights)
    .set({ passengers: [{ name: 'Ana Lima', seat: '12A', participantId: anaId }] })
    .where(eq(flights.id, anasFlight));
  await ctx.db
    .update(bookings)
    .set({ participantIds: [bia] })
    .where(eq(bookings.id, biasStay));
  await ctx.db
    .update(tours)
    .set({ participantIds: [anaId, bia] })
    .where(eq(tours.id, pairTour));
  await ctx.db
    .update(itineraryItems)
    .set({ participantIds: [bia] })
    .where(eq(itineraryItems.id, biasPlace));
  return { ana, caio, trip, bia };
}

const EVERYONE = ['LA800', 'Hotel Todos', 'Praça de Todos'];

describe('one person’s plan as a PDF', () => {
  it('keeps, with for=me, only what the caller is on and says whose plan it is', async () => {
    const { ana, trip } = await tripOfThree();
    const res = await api(ana, 'GET', `/trips/${trip.id}/export.pdf?for=me`);
    expect(res.statusCode, res.body).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Ana Lima’s plan');
    for (const kept of [...EVERYONE, 'TP88', 'Passeio a dois']) expect(text).toContain(kept);
    expect(text).not.toContain('Hostel da Bia');
    expect(text).not.toContain('Museu da Bia');
  });

  it('makes a guest’s plan from their participant id', async () => {
    const { ana, trip, bia } = await tripOfThree();
    const text = pdfText(
      (await api(ana, 'GET', `/trips/${trip.id}/export.pdf?participantId=${bia}`)).rawPayload,
    );
    expect(text).toContain('Bia Guest’s plan');
    for (const kept of [...EVERYONE, 'Hostel da Bia', 'Museu da Bia', 'Passeio a dois']) {
      expect(text).toContain(kept);
    }
    expect(text).not.toContain('TP88');
  });

  it('gives a member with no participant yet what everyone is on', async () => {
    const { caio, trip } = await tripOfThree();
    await ctx.db.delete(tripParticipants).where(eq(tripParticipants.userId, caio.user.id));
    const text = pdfText((await api(caio, 'GET', `/trips/${trip.id}/export.pdf?for=me`)).rawPayload);
    expect(text).toContain('Caio Prado’s plan');
    for (const kept of EVERYONE) expect(text).toContain(kept);
    for (const left of ['TP88', 'Hostel da Bia', 'Passeio a dois', 'Museu da Bia']) {
      expect(text).not.toContain(left);
    }
  });

  it('still prints the whole trip without the option', async () => {
    const { ana, trip } = await tripOfThree();
    const text = pdfText((await api(ana, 'GET', `/trips/${trip.id}/export.pdf`)).rawPayload);
    expect(text).not.toContain('’s plan');
    for (const kept of [...EVERYONE, 'TP88', 'Hostel da Bia', 'Museu da Bia']) expect(text).toContain(kept);
  });

  it('refuses a participant of another trip, and both options at once', async () => {
    const { ana, trip } = await tripOfThree();
    const other = await tripOfThree();
    const foreign = await api(ana, 'GET', `/trips/${trip.id}/export.pdf?participantId=${other.bia}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'PARTICIPANT_NOT_FOUND' });
    const both = await api(ana, 'GET', `/trips/${trip.id}/export.pdf?for=me&participantId=${other.bia}`);
    expect(both.statusCode).toBe(400);
  });
});

/** The decoded PDF attached to a raw message. */
function pdfAttachment(raw: string): Buffer {
  const part = raw.slice(raw.search(/Content-Type: application\/pdf/i));
  const body = part.slice(part.search(/\r?\n\r?\n/)).trimStart();
  return Buffer.from(body.slice(0, body.indexOf('--')).replace(/\s+/g, ''), 'base64');
}

describe('one person’s plan by mail', () => {
  it('sends the plan the option names, and says whose it is', async () => {
    const { ana, trip, bia } = await tripOfThree();
    const res = await api(ana, 'POST', `/trips/${trip.id}/export/email?participantId=${bia}`, {
      to: ['bia@example.com'],
      sendCopy: false,
    });
    expect(res.statusCode, res.body).toBe(202);
    await ctx.app.mailQueue.drain();
    const [mail] = peer.take();
    expect(mail!.data.replace(/=\r?\n/g, '')).toContain('Bia Guest');
    const text = pdfText(pdfAttachment(mail!.data));
    expect(text).toContain('Bia Guest’s plan');
    expect(text).toContain('Museu da Bia');
    expect(text).not.toContain('TP88');
  });

  it('refuses a participant that is not the trip’s before queueing anything', async () => {
    const { ana, trip } = await tripOfThree();
    const res = await api(
      ana,
      'POST',
      `/trips/${trip.id}/export/email?participantId=${crypto.randomUUID()}`,
      {
        to: ['bia@example.com'],
        sendCopy: false,
      },
    );
    expect(res.statusCode).toBe(404);
    await ctx.app.mailQueue.drain();
    expect(peer.take()).toEqual([]);
  });
});
