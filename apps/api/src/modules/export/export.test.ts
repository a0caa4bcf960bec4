import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser, type CreatedUser } from '../../../test/factories';
import { describeRoleTable, READ } from '../../../test/trip-cast';
import { fillTrip } from '../../../test/trip-contents';

let ctx: TestContext;
const folder = mkdtempSync(path.join(os.tmpdir(), 'trilha-export-'));
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The PDF's text as poppler's pdftotext reads it (one form feed between pages). */
function pdfText(pdf: Buffer): string {
  const file = path.join(folder, `${crypto.randomUUID()}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

const api = (who: CreatedUser, method: 'GET' | 'POST', url: string, payload?: object, language?: string) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    payload,
    headers: { ...who.auth, ...(language ? { 'accept-language': language } : {}) },
  });

/** A trip with accented names, a flight, a stay, a tour, itinerary places, a checklist, tips and costs. */
async function plannedTrip() {
  const owner = await createUser(ctx, { name: 'João Araújo' });
  const trip = await createTrip(ctx, owner, {
    title: 'Férias em Lisboa',
    startDate: '2031-05-01',
    endDate: '2031-05-04',
    currency: 'EUR',
  });
  const post = async (url: string, payload: object) => {
    const res = await api(owner, 'POST', `/trips/${trip.id}${url}`, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ _id: string }>();
  };
  await post('/flights', {
    airline: 'TAP Air Portugal',
    flightNumber: 'TP 88',
    departure: { airport: 'GRU', time: '2031-04-30T22:00', terminal: '3' },
    arrival: { airport: 'LIS', time: '2031-05-01T11:40', terminal: 'T1' },
    confirmationCode: 'XYZ123',
    passengers: [{ name: 'João Araújo', seat: '12A' }],
    baggages: [{ type: 'checked', weightKg: 23, quantity: 1 }],
  });
  await post('/bookings', {
    accommodationName: 'Pousada São Bento',
    checkIn: '2031-05-01',
    checkOut: '2031-05-04',
    address: 'Rua de São Bento 12',
    booked: true,
  });
  await post('/tours', { name: 'Passeio de elétrico', date: '2031-05-02', time: '10:00', booked: false });
  await post('/itinerary', { date: '2031-05-02', timeOfDay: 'afternoon', placeName: 'Praça do Comércio' });
  await post('/itinerary', {
    date: '2031-05-02',
    timeOfDay: 'morning',
    time: '09:00',
    placeName: 'Castelo de São Jorge',
  });
  await post('/itinerary', { date: '2031-05-03', timeOfDay: 'evening', placeName: 'Łódź Kraków Gdańsk' });
  const group = await post('/checklist', { name: 'Documentos' });
  await post(`/checklist/${group._id}/items`, { text: 'Passaporte', done: true });
  await post(`/checklist/${group._id}/items`, { text: 'Seguro viagem' });
  await post('/tips', { category: 'food', text: 'Prove o pastel de nata em Belém.' });
  await post('/contacts', { name: 'Embaixada', type: 'phone', value: '+351 21 000 0000' });
  const guest = await post('/participants', { name: 'Señora Peñalver' });
  const people = (await api(owner, 'GET', `/trips/${trip.id}/participants`)).json<
    { _id: string; userId: string | null }[]
  >();
  const me = people.find((p) => p.userId === owner.user.id)!;
  await post('/expenses', {
    description: 'Jantar',
    amount: '80.00',
    currency: 'EUR',
    category: 'food',
    date: '2031-05-02',
    paidBy: me._id,
    division: 'equal',
    participants: [{ participantId: me._id }, { participantId: guest._id }],
  });
  return { owner, trip };
}

describe('GET /api/trips/:id/export.pdf', () => {
  it('answers the whole trip as a PDF attachment that reads back in the reader’s language', async () => {
    const { owner, trip } = await plannedTrip();
    const res = await api(owner, 'GET', `/trips/${trip.id}/export.pdf`, undefined, 'pt-BR');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="F_rias em Lisboa.pdf"; filename*=UTF-8''F%C3%A9rias%20em%20Lisboa.pdf`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    if (process.env.EXPORT_PDF_SAMPLE) writeFileSync(process.env.EXPORT_PDF_SAMPLE, res.rawPayload);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Férias em Lisboa');
    expect(text).toContain('TP88');
    expect(text).toContain('XYZ123');
    // The flight's local times at each airport, as the app shows them.
    expect(text).toContain('22:00');
    expect(text).toContain('11:40');
    expect(text).toContain('Terminal 3');
    expect(text).toContain('Terminal 1');
    expect(text).toContain('Pousada São Bento');
    expect(text).toContain('Castelo de São Jorge');
    expect(text).toContain('Praça do Comércio');
    // Letters of the wider Latin script come from the font's latin-ext file.
    expect(text).toContain('Łódź Kraków Gdańsk');
    expect(text).toContain('João Araújo');
    expect(text).toContain('Señora Peñalver');
    expect(text).toContain('Passaporte');
    expect(text).toContain('Embaixada');
    expect(text).toContain('Roteiro');
    expect(text).toContain('Voos');
    expect(text).toMatch(/Señora Peñalver paga a João Araújo\s+€\s?40,00/);
    expect(text).toContain('Página 1');
    expect(text).toMatch(/Gerado em \d{1,2} de \w+ de \d{4}/);
    // The day view's order: a timed morning visit before the afternoon's place.
    expect(text.indexOf('Castelo de São Jorge')).toBeLessThan(text.indexOf('Praça do Comércio'));
    expect(text.indexOf('Passeio de elétrico')).toBeLessThan(text.indexOf('Praça do Comércio'));
  });

  it('speaks English and Spanish too, and numbers every page', async () => {
    const { owner, trip } = await plannedTrip();
    const en = pdfText((await api(owner, 'GET', `/trips/${trip.id}/export.pdf`, undefined, 'en')).rawPayload);
    expect(en).toContain('Itinerary');
    expect(en).toContain('Flights');
    expect(en).toContain('Señora Peñalver pays João Araújo');
    expect(en).toMatch(/€40\.00/);
    const es = pdfText((await api(owner, 'GET', `/trips/${trip.id}/export.pdf`, undefined, 'es')).rawPayload);
    expect(es).toContain('Itinerario');
    expect(es).toContain('Vuelos');
    expect(es).toContain('Lista de verificación');
    const pages = es.split('\f').filter((page) => page.trim() !== '');
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => expect(page).toContain(`Página ${index + 1}`));
  });

  it('uses the user’s language setting without an Accept-Language header', async () => {
    const owner = await createUser(ctx, { language: 'es' });
    const trip = await createTrip(ctx, owner, { title: 'Año nuevo en Peñíscola' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/trips/${trip.id}/export.pdf`,
      headers: owner.auth,
    });
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Año nuevo en Peñíscola');
    expect(text).toContain('Plan de viaje'.toUpperCase());
  });

  it('makes the PDF of a trip of about a hundred items in a few hundred milliseconds', async () => {
    const owner = await createUser(ctx);
    const trip = await createTrip(ctx, owner);
    await fillTrip(ctx, trip, 12);
    // The first one warms the fonts and the statement; the median of the next five is the figure.
    await api(owner, 'GET', `/trips/${trip.id}/export.pdf`);
    const times: number[] = [];
    let res = await api(owner, 'GET', `/trips/${trip.id}/export.pdf`);
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      res = await api(owner, 'GET', `/trips/${trip.id}/export.pdf`);
      times.push(performance.now() - started);
    }
    const median = times.sort((x, y) => x - y)[2]!;
    expect(res.statusCode).toBe(200);
    console.info(
      `export.pdf of a ${12 * 9}-item trip: median ${median.toFixed(0)} ms, ${res.rawPayload.length} bytes`,
    );
    expect(median).toBeLessThan(1500);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('TP111');
    expect(text).toContain('Place 11');
  });
});

describeRoleTable(
  'who may export a trip',
  () => ctx,
  async () => ({}),
  [
    { name: 'download the PDF', method: 'GET', url: (id) => `/api/trips/${id}/export.pdf`, expected: READ },
    {
      name: 'mail the PDF',
      method: 'POST',
      url: (id) => `/api/trips/${id}/export/email`,
      body: () => ({ to: ['friend@example.com'], sendCopy: false }),
      expected: { owner: 202, admin: 202, viewer: 202, stranger: 404, anonymous: 401 },
    },
  ],
);

describe('a stranger', () => {
  it('gets TRIP_NOT_FOUND, the same as for a trip that does not exist', async () => {
    const { trip } = { trip: await createTrip(ctx, await createUser(ctx)) };
    const stranger = await createUser(ctx);
    const res = await api(stranger, 'GET', `/trips/${trip.id}/export.pdf`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'TRIP_NOT_FOUND' });
  });
});
