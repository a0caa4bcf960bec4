import { describe, expect, it } from 'vitest';
import { bcbpName, dateOfDay, parseBcbp } from './bcbp';
import { findDates, findTimes, parseAmount } from './dates';
import { readStructuredData, structuredThings } from './structured-data';
import { htmlText, looksLikeMail } from './mime';

describe('IATA BCBP', () => {
  it('reads each leg of a two-leg boarding pass', () => {
    const first = 'M2DOE/JANE MRS        EABC123 GRULISTP 0082 135Y031K0012 100';
    const second = 'DEF456 LISMADTP 1026 136Y004A0003 100';
    const legs = parseBcbp(first + second);
    expect(legs).toEqual([
      expect.objectContaining({
        passenger: 'JANE DOE',
        pnr: 'ABC123',
        from: 'GRU',
        to: 'LIS',
        flightNumber: 'TP82',
        dayOfYear: 135,
        seat: '31K',
      }),
      expect.objectContaining({
        pnr: 'DEF456',
        from: 'LIS',
        to: 'MAD',
        flightNumber: 'TP1026',
        dayOfYear: 136,
        seat: '4A',
      }),
    ]);
  });

  it('refuses what is not a boarding pass', () => {
    expect(parseBcbp('https://example.com/ticket/123')).toBeUndefined();
    expect(parseBcbp('M1DOE/JANE            EABC123 G1ULISTP 0082 135Y031K0012 100')).toBeUndefined();
  });

  it('names the passenger given name first and dates the day of the year near the trip', () => {
    expect(bcbpName('GARCIA/PABLO MR')).toBe('PABLO GARCIA');
    expect(dateOfDay(135, '2031-05-01')).toBe('2031-05-15');
    expect(dateOfDay(2, '2031-12-28')).toBe('2032-01-02');
  });
});

describe('dates, times and amounts as mails print them', () => {
  it.each([
    ['2031-05-01', '2031-05-01'],
    ['01/05/2031', '2031-05-01'],
    ['1 de maio de 2031', '2031-05-01'],
    ['sex, 2 de mai de 2031', '2031-05-02'],
    ['May 1, 2031', '2031-05-01'],
    ['Sun, Aug 3, 2031', '2031-08-03'],
    ['01MAY31', '2031-05-01'],
    ['22 jun. 2031', '2031-06-22'],
  ])('%s', (text, date) => {
    expect(findDates(text)[0]?.value).toBe(date);
  });

  it('refuses impossible dates and reads 12-hour times', () => {
    expect(findDates('31/02/2031')).toEqual([]);
    expect(findTimes('8:50 PM · 12:05 am · 22h05').map((time) => time.value)).toEqual([
      '20:50',
      '00:05',
      '22:05',
    ]);
  });

  it.each([
    ['€ 612,40', 612.4],
    ['R$ 1.250,00', 1250],
    ['$1,234.56', 1234.56],
    ['845.00', 845],
  ])('amount %s', (text, amount) => expect(parseAmount(text)).toBe(amount));
});

describe('schema.org in HTML', () => {
  it('reads microdata nested items and JSON-LD @graph, and says when a JSON-LD block is broken', () => {
    const html =
      '<div itemscope itemtype="https://schema.org/EventReservation"><meta itemprop="reservationNumber" content="R1">' +
      '<div itemprop="reservationFor" itemscope itemtype="https://schema.org/Event"><span itemprop="name">Fado night</span>' +
      '<meta itemprop="startDate" content="2031-05-03T21:00:00+01:00"></div></div>' +
      '<script type="application/ld+json">{"@graph":[{"@type":"LodgingReservation","reservationFor":{"name":"Casa"},"checkinDate":"2031-05-01","checkoutDate":"2031-05-04"}]}</script>' +
      '<script type="application/ld+json">{broken</script>';
    expect(structuredThings(html).things.map((thing) => thing['@type'])).toEqual([
      'EventReservation',
      'LodgingReservation',
    ]);
    const found = readStructuredData(html);
    expect(found.tours[0]).toMatchObject({
      name: 'Fado night',
      date: '2031-05-03',
      time: '21:00',
      notes: '#R1',
    });
    expect(found.bookings[0]).toMatchObject({
      accommodationName: 'Casa',
      checkIn: '2031-05-01',
      checkOut: '2031-05-04',
    });
    expect(found.warnings).toEqual(['imports.brokenStructuredData']);
  });

  it('reads a flight’s terminals, "Terminal 3" as "3", and drops a text too long to be one', () => {
    const flight = (departureTerminal: string, arrivalTerminal?: string) =>
      readStructuredData(
        '<script type="application/ld+json">' +
          JSON.stringify({
            '@type': 'FlightReservation',
            reservationFor: {
              flightNumber: '8084',
              airline: { iataCode: 'LA' },
              departureAirport: { iataCode: 'GRU' },
              departureTime: '2031-05-01T23:55:00-03:00',
              departureTerminal,
              arrivalAirport: { iataCode: 'LHR' },
              arrivalTime: '2031-05-02T15:30:00+01:00',
              ...(arrivalTerminal && { arrivalTerminal }),
            },
          }) +
          '</script>',
      ).flights[0]!;
    const found = flight('Terminal 3', 'T4');
    expect(found.departure).toMatchObject({ airport: 'GRU', terminal: '3' });
    expect(found.arrival).toMatchObject({ airport: 'LHR', terminal: 'T4' });
    expect(found.provenance.fields['departure.terminal']).toBe('structured-data');
    const unnamed = flight('Check the departures board on the day');
    expect(unnamed.departure.terminal).toBeUndefined();
    expect(unnamed.arrival.terminal).toBeUndefined();
  });

  it('takes the visible text of HTML only: no scripts, styles or head', () => {
    expect(
      htmlText(
        '<head><title>T</title></head><style>p{}</style><script>alert(1)</script><p>Voo <b>TP 82</b></p><p>Lisboa</p>',
      ),
    ).toBe('Voo TP 82\nLisboa');
  });

  it('tells a pasted whole mail from a pasted body', () => {
    expect(looksLikeMail('From: a@b.c\nSubject: Hi\n\nBody')).toBe(true);
    expect(looksLikeMail('Voo TP 82\nSubject: nothing')).toBe(false);
  });
});
