import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type ImportPreview } from '@trilha/shared';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser, type CreatedUser } from '../../../test/factories';
import { layoutPdf } from '../../../test/import-corpus';
import { multipartFile, TINY_PDF } from '../../../test/multipart';
import { bookingImports } from '../../db/schema';

let ctx: TestContext;
let me: CreatedUser;
let tripId: string;
let start: string;
beforeAll(async () => {
  ctx = await createTestApp();
  me = await createUser(ctx, { language: 'en' });
  const trip = await createTrip(ctx, me);
  tripId = trip.id;
  start = trip.startDate;
});
afterAll(() => ctx.close());

const slash = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** A GOL-like mail (text only) for a flight on the trip's first day. */
const airlineMail = () =>
  [
    'From: "GOL" <naoresponda@voegol.example>',
    'Subject: Seu voo está confirmado',
    'Content-Type: text/plain; charset=UTF-8',
    '',
    'Localizador: XK7PLM',
    `IDA - ${slash(start)}`,
    'Voo G3 1450',
    'Saída: 07:10  São Paulo - Congonhas (CGH)',
    'Chegada: 08:15  Rio de Janeiro - Santos Dumont (SDU)',
    'Passageiro: ANA SOUZA        Assento: 12A',
    '',
  ].join('\r\n');

/** A Booking.com-like mail with JSON-LD for a stay of the trip's first two nights. */
const hotelMail = () =>
  [
    'From: "Booking.com" <noreply@booking.example>',
    'Subject: Reserva confirmada',
    'MIME-Version: 1.0',
    'Content-Type: text/html; charset=UTF-8',
    '',
    '<html><head><script type="application/ld+json">',
    JSON.stringify({
      '@context': 'http://schema.org',
      '@type': 'LodgingReservation',
      reservationNumber: '4012345678',
      reservationFor: {
        '@type': 'LodgingBusiness',
        name: 'Hotel Miradouro',
        address: 'Rua de São Miguel 20, Lisboa',
      },
      checkinDate: start,
      checkoutDate: addDays(start, 2),
      price: '300.00',
      priceCurrency: 'EUR',
    }),
    '</script><script>alert(1)</script></head><body><img src="https://tracker.example/p.gif"><p>Obrigado!</p></body></html>',
    '',
  ].join('\r\n');

/** A tour voucher PDF (Viator-like) on the trip's second day. */
const tourPdf = () =>
  layoutPdf(
    [
      'VOUCHER',
      'Atividade: Passeio de barco no Tejo',
      `Data: ${slash(addDays(start, 1))}`,
      'Horário: 18:30',
      'Ponto de encontro: Doca de Santo Amaro, Lisboa',
      'Código de confirmação: BR-998877665',
    ].join('\n'),
  );

/** An Azul-like e-ticket PDF on the trip's first day. */
const ticketPdf = () =>
  layoutPdf(
    [
      'Azul Linhas Aéreas Brasileiras',
      'Código de reserva: AZ4B9Q',
      'Passageiro: MARIA OLIVEIRA',
      'Voo      De                          Para                        Data        Partida   Chegada',
      `AD 4050  Campinas - Viracopos (VCP)  Recife - Guararapes (REC)   ${slash(start)}  06:05     09:10`,
      'Assento: 08F',
    ].join('\n'),
  );

const upload = (content: Buffer, fileName: string, type: string, trip = tripId, as = me) => {
  const body = multipartFile(content, { fileName, type });
  return ctx.app.inject({
    method: 'POST',
    url: `/api/trips/${trip}/imports`,
    payload: body.payload,
    headers: { ...body.headers, ...as.auth },
  });
};
const paste = (text: string, trip = tripId) =>
  ctx.app.inject({ method: 'POST', url: `/api/trips/${trip}/imports`, payload: { text }, headers: me.auth });
const apply = (importId: string, body: object, trip = tripId) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/trips/${trip}/imports/${importId}/apply`,
    payload: body,
    headers: me.auth,
  });
const get = (url: string, trip = tripId) =>
  ctx.app.inject({ method: 'GET', url: `/api/trips/${trip}${url}`, headers: me.auth });

describe('POST /api/trips/:id/imports', () => {
  it('reads an airline mail into a preview, each field saying how it was found, and stores nothing on the trip', async () => {
    const res = await upload(Buffer.from(airlineMail()), 'gol.eml', 'message/rfc822');
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as ImportPreview;
    expect(preview.source).toEqual({
      kind: 'eml',
      fileName: 'gol.eml',
      size: Buffer.byteLength(airlineMail()),
    });
    expect(preview.flights).toHaveLength(1);
    expect(preview.flights[0]).toMatchObject({
      ref: 'f1',
      airline: 'GOL',
      flightNumber: 'G31450',
      departure: { airport: 'CGH', time: `${start}T07:10` },
      arrival: { airport: 'SDU', time: `${start}T08:15` },
      confirmationCode: 'XK7PLM',
      passengers: [{ name: 'ANA SOUZA', seat: '12A' }],
      provenance: {
        source: 'text',
        fields: { flightNumber: 'text', 'departure.time': 'text', seats: 'text' },
      },
    });
    expect(preview.duplicates).toEqual([]);
    expect((await get('/flights')).json()).toEqual([]);
  });

  it('reads schema.org data from a pasted HTML mail, ignoring its scripts and remote images', async () => {
    const res = await paste(hotelMail());
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as ImportPreview;
    expect(preview.source).toMatchObject({ kind: 'text', fileName: null });
    expect(preview.bookings).toEqual([
      expect.objectContaining({
        accommodationName: 'Hotel Miradouro',
        checkIn: start,
        checkOut: addDays(start, 2),
        address: 'Rua de São Miguel 20, Lisboa',
        price: 300,
        currency: 'EUR',
        provenance: expect.objectContaining({ source: 'structured-data' }),
      }),
    ]);
  });

  it('reads a boarding-pass image (Aztec) by its barcode', async () => {
    const { default: bwipjs } = await import('bwip-js/node');
    const bcbp = 'M1SOUZA/ANA           EXK7PLM CGHSDUG3 1450 001Y012A0001 100';
    const png = await bwipjs.toBuffer({
      bcid: 'azteccode',
      text: bcbp,
      scale: 3,
      paddingwidth: 10,
      paddingheight: 10,
      backgroundcolor: 'FFFFFF',
    });
    const res = await upload(png, 'pass.png', 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().flights[0]).toMatchObject({
      flightNumber: 'G31450',
      departure: { airport: 'CGH', time: '' },
      arrival: { airport: 'SDU' },
      passengers: [{ name: 'ANA SOUZA', seat: '12A' }],
      provenance: { source: 'barcode' },
    });
    expect(res.json().warnings.map((warning: { code: string }) => warning.code)).toEqual([
      'imports.timeMissing',
    ]);
  });

  it('says when nothing was found, in the caller’s language', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${tripId}/imports`,
      payload: { text: 'Olá! Até sábado.' },
      headers: { ...me.auth, 'accept-language': 'pt-BR' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().warnings).toEqual([
      { code: 'imports.nothingFound', message: expect.stringContaining('Nenhum voo') },
    ]);
  });

  it.each([
    ['a zip archive', Buffer.from('504b0304140000000800', 'hex'), 'bookings.zip', 'application/zip'],
    ['a gzip archive', Buffer.from('1f8b0800000000000003', 'hex'), 'mail.eml.gz', 'application/gzip'],
    ['a Word file by its name', Buffer.from('Booking text'), 'booking.docx', 'application/octet-stream'],
    ['an MP3', Buffer.concat([Buffer.from('ID3'), Buffer.alloc(64, 1)]), 'song.eml', 'message/rfc822'],
  ])('refuses %s with 415', async (_, content, fileName, type) => {
    const res = await upload(content, fileName, type);
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE' });
  });

  it('refuses a malformed PDF with a translated 422, not a 500', async () => {
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41)]);
    for (const content of [broken, TINY_PDF]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/trips/${tripId}/imports`,
        ...(() => {
          const body = multipartFile(content, { fileName: 'ticket.pdf', type: 'application/pdf' });
          return { payload: body.payload, headers: { ...body.headers, ...me.auth, 'accept-language': 'es' } };
        })(),
      });
      expect([200, 422], res.body).toContain(res.statusCode);
      if (res.statusCode === 422) {
        expect(res.json()).toMatchObject({
          code: 'IMPORT_UNREADABLE',
          message: expect.stringContaining('No se pudo leer'),
        });
      } else expect(res.json().warnings[0].code).toBe('imports.nothingFound');
    }
    const res = await upload(broken, 'ticket.pdf', 'application/pdf');
    expect(res.statusCode, res.body).toBe(422);
  });

  it('refuses a garbage .eml (binary bytes) with 422', async () => {
    const garbage = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));
    const res = await upload(garbage, 'mail.eml', 'message/rfc822');
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'IMPORT_UNREADABLE' });
  });

  it('refuses pasted text with a NUL character, empty text, or neither a file nor text', async () => {
    const nul = await paste('Voo G3 1450\u0000');
    expect(nul.statusCode, nul.body).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'text' }] });
    expect((await paste('   ')).statusCode).toBe(400);
    const none = await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${tripId}/imports`,
      headers: me.auth,
    });
    expect(none.statusCode, none.body).toBe(400);
  });

  it('refuses a file over 10 MB with 413, before reading it when the size is announced', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    const res = await upload(big, 'big.eml', 'message/rfc822');
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
    const announced = await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${tripId}/imports`,
      payload: 'x',
      headers: {
        ...me.auth,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(11 * 1024 * 1024),
      },
    });
    expect(announced.statusCode, announced.body).toBe(413);
  });

  it('limits how many previews one user asks for in an hour (429 with Retry-After)', async () => {
    const limited = await createTestApp({ rateLimits: { importPerUser: { max: 2, window: 60_000 } } });
    try {
      const owner = await createUser(limited, { language: 'en' });
      const trip = await createTrip(limited, owner);
      const call = () =>
        limited.app.inject({
          method: 'POST',
          url: `/api/trips/${trip.id}/imports`,
          payload: { text: 'Hello' },
          headers: owner.auth,
        });
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(200);
      const third = await call();
      expect(third.statusCode, third.body).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('answers 422 IMPORT_TIMEOUT when reading takes too long', async () => {
    const slow = await createTestApp({ importTimeoutMs: 1 });
    try {
      const owner = await createUser(slow, { language: 'en' });
      const trip = await createTrip(slow, owner);
      const body = multipartFile(await ticketPdf());
      const res = await slow.app.inject({
        method: 'POST',
        url: `/api/trips/${trip.id}/imports`,
        payload: body.payload,
        headers: { ...body.headers, ...owner.auth },
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'IMPORT_TIMEOUT',
        message: expect.stringContaining('too long'),
      });
    } finally {
      await slow.close();
    }
  });
});

describe('POST /api/trips/:id/imports/:importId/apply', () => {
  it('creates the flights from a PDF e-ticket with the PDF as each one’s ticket, once', async () => {
    const trip = await createTrip(ctx, me);
    const pdf = await ticketPdf();
    const preview = (
      await upload(pdf, 'azul-eticket.pdf', 'application/pdf', trip.id)
    ).json() as ImportPreview;
    expect(preview.flights).toHaveLength(1);
    // The traveller corrects the seat in the preview.
    const flight = { ...preview.flights[0]!, passengers: [{ name: 'MARIA OLIVEIRA', seat: '09A' }] };
    const res = await apply(preview._id, { flights: [flight] }, trip.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      flights: [
        {
          flightNumber: 'AD4050',
          airline: 'Azul',
          passengers: [{ name: 'MARIA OLIVEIRA', seat: '09A' }],
          ticket: { fileName: 'azul-eticket.pdf', size: pdf.length },
        },
      ],
      bookings: [],
      tours: [],
      skipped: [],
    });
    const flightId = res.json().flights[0]._id as string;
    const ticket = await ctx.app.inject({
      method: 'GET',
      url: `/api/trips/${trip.id}/flights/${flightId}/ticket`,
      headers: me.auth,
    });
    expect(ticket.statusCode).toBe(200);
    expect(ticket.rawPayload.equals(pdf)).toBe(true);

    const again = await apply(preview._id, { flights: [flight] }, trip.id);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ code: 'IMPORT_ALREADY_APPLIED' });
  });

  it('makes the e-ticket PDF attached to a mail the flight’s ticket', async () => {
    const trip = await createTrip(ctx, me);
    const pdf = await ticketPdf();
    const mail = [
      'From: "Azul" <noreply@voeazul.example>',
      'Subject: Seu bilhete',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="mix"',
      '',
      '--mix',
      'Content-Type: text/plain; charset=UTF-8',
      '',
      'Segue em anexo o seu bilhete.',
      '--mix',
      'Content-Type: application/pdf; name="bilhete-AZ4B9Q.pdf"',
      'Content-Disposition: attachment; filename="bilhete-AZ4B9Q.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      pdf.toString('base64').replace(/(.{76})/g, '$1\r\n'),
      '--mix--',
      '',
    ].join('\r\n');
    const preview = (
      await upload(Buffer.from(mail), 'azul.eml', 'message/rfc822', trip.id)
    ).json() as ImportPreview;
    expect(preview.flights[0]).toMatchObject({ flightNumber: 'AD4050', departure: { airport: 'VCP' } });
    const res = await apply(preview._id, { flights: preview.flights }, trip.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().flights[0].ticket).toEqual({ fileName: 'bilhete-AZ4B9Q.pdf', size: pdf.length });
  });

  it('creates a stay from a pasted mail and a tour from a PDF voucher, each with its source file attached', async () => {
    const stay = (await paste(hotelMail())).json() as ImportPreview;
    const stayRes = await apply(stay._id, { bookings: stay.bookings });
    expect(stayRes.statusCode, stayRes.body).toBe(201);
    const made = stayRes.json().bookings[0];
    expect(made).toMatchObject({
      accommodationName: 'Hotel Miradouro',
      price: 300,
      booked: true,
      files: [
        {
          fileName: 'booking.txt',
          size: Buffer.byteLength(hotelMail()),
          contentType: 'text/plain; charset=utf-8',
        },
      ],
    });
    const pasted = await get(`/bookings/${made._id}/files/${made.files[0]._id}`);
    expect(pasted.statusCode).toBe(200);
    expect(pasted.headers['content-disposition']).toMatch(/^attachment; filename="booking.txt"/);
    expect(pasted.body).toBe(hotelMail());
    // The import keeps its own file too.
    const source = await get(`/imports/${stay._id}/file`);
    expect(source.statusCode).toBe(200);
    expect(source.body).toBe(hotelMail());
    const [row] = await ctx.db.select().from(bookingImports).where(eq(bookingImports.id, stay._id));
    expect(row!.created).toEqual([{ kind: 'booking', id: made._id }]);

    const pdf = await tourPdf();
    const tour = (await upload(pdf, 'viator.pdf', 'application/pdf')).json() as ImportPreview;
    expect(tour.tours[0]).toMatchObject({
      name: 'Passeio de barco no Tejo',
      date: addDays(start, 1),
      time: '18:30',
    });
    const tourRes = await apply(tour._id, { tours: tour.tours });
    expect(tourRes.statusCode, tourRes.body).toBe(201);
    const madeTour = tourRes.json().tours[0];
    expect(madeTour).toMatchObject({
      location: 'Doca de Santo Amaro, Lisboa',
      files: [{ fileName: 'viator.pdf', size: pdf.length, contentType: 'application/pdf' }],
    });
    const voucher = await get(`/tours/${madeTour._id}/files/${madeTour.files[0]._id}`);
    expect(voucher.headers['content-type']).toBe('application/pdf');
    expect(voucher.rawPayload.equals(pdf)).toBe(true);
  });

  it('attaches a mail file to its stay as message/rfc822, downloaded as .eml and never rendered', async () => {
    const trip = await createTrip(ctx, me);
    const mail = Buffer.from(hotelMail());
    const preview = (await upload(mail, 'Reserva Miradouro.eml', 'message/rfc822', trip.id)).json();
    const res = await apply(preview._id, { bookings: preview.bookings }, trip.id);
    expect(res.statusCode, res.body).toBe(201);
    const [stay] = res.json().bookings;
    expect(stay.files).toEqual([
      {
        _id: expect.any(String),
        fileName: 'Reserva Miradouro.eml',
        size: mail.length,
        contentType: 'message/rfc822',
      },
    ]);
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/api/trips/${trip.id}/bookings/${stay._id}/files/${stay.files[0]._id}`,
      headers: me.auth,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('message/rfc822');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Reserva Miradouro.eml"/);
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.rawPayload.equals(mail)).toBe(true);
    // Each stay has its own copy: removing the stay's file leaves the import's.
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/trips/${trip.id}/bookings/${stay._id}/files/${stay.files[0]._id}`,
      headers: me.auth,
    });
    expect(removed.statusCode).toBe(204);
    expect((await get(`/imports/${preview._id}/file`, trip.id)).rawPayload.equals(mail)).toBe(true);
  });

  it('points out duplicates and skips them unless chosen', async () => {
    const trip = await createTrip(ctx, me);
    const first = (await upload(Buffer.from(airlineMail()), 'gol.eml', 'message/rfc822', trip.id)).json();
    expect((await apply(first._id, { flights: first.flights }, trip.id)).statusCode).toBe(201);
    const second = (await upload(Buffer.from(airlineMail()), 'gol.eml', 'message/rfc822', trip.id)).json();
    const existingId = (
      await ctx.app.inject({ method: 'GET', url: `/api/trips/${trip.id}/flights`, headers: me.auth })
    ).json()[0]._id;
    expect(second.duplicates).toEqual([
      { kind: 'flight', ref: 'f1', existingId, existingLabel: `G31450 · ${start}` },
    ]);
    const skipped = await apply(second._id, { flights: second.flights }, trip.id);
    expect(skipped.statusCode, skipped.body).toBe(201);
    expect(skipped.json()).toMatchObject({
      flights: [],
      skipped: [{ kind: 'flight', ref: 'f1', existingId }],
    });

    const third = (await upload(Buffer.from(airlineMail()), 'gol.eml', 'message/rfc822', trip.id)).json();
    const chosen = await apply(
      third._id,
      { flights: [{ ...third.flights[0], includeDuplicate: true }] },
      trip.id,
    );
    expect(chosen.json().flights).toHaveLength(1);
    const flights = await ctx.app.inject({
      method: 'GET',
      url: `/api/trips/${trip.id}/flights`,
      headers: me.auth,
    });
    expect(flights.json()).toHaveLength(2);
  });

  it('checks every item before writing any: one bad item adds nothing', async () => {
    const preview = (await paste(hotelMail())).json() as ImportPreview;
    const res = await apply(preview._id, {
      bookings: preview.bookings,
      tours: [{ name: 'Far away', date: addDays(start, 400) }],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details).toEqual([{ path: 'tours.0.date', message: expect.any(String) }]);
    const again = await apply(preview._id, { bookings: preview.bookings });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('adds a flight by the flight form’s rule: a price entered in the preview is kept', async () => {
    const preview = (await paste(airlineMail())).json() as ImportPreview;
    const flight = { ...preview.flights[0]!, price: '412.30', currency: 'EUR' };
    const res = await apply(preview._id, { flights: [flight] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().flights[0]).toMatchObject({ price: 412.3, currency: 'EUR' });
    const tooFine = (await paste(airlineMail())).json() as ImportPreview;
    const refused = await apply(tooFine._id, {
      flights: [{ ...tooFine.flights[0]!, price: '10.5', currency: 'JPY', includeDuplicate: true }],
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().details).toEqual([{ path: 'flights.0.price', message: expect.any(String) }]);
  });

  it('validates items as the flight, stay and tour forms do', async () => {
    const preview = (await paste(airlineMail())).json() as ImportPreview;
    const res = await apply(preview._id, { flights: [{ ...preview.flights[0], flightNumber: '' }] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details[0].path).toBe('flights.0.flightNumber');
  });

  it('answers 404 for an import of another trip or none', async () => {
    const other = await createTrip(ctx, me);
    const preview = (await paste(airlineMail())).json() as ImportPreview;
    expect((await apply(preview._id, {}, other.id)).statusCode).toBe(404);
    expect((await apply('not-an-id', {})).statusCode).toBe(404);
  });
});
