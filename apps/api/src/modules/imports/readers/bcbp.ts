import { emptyFlight, setField, type FlightDraft } from './draft';

/**
 * IATA Resolution 792 Bar Coded Boarding Pass, format M: the mandatory fields of each leg. A leg carries
 * the day of the year, not the year: it is the occurrence nearest to `near` (the trip's start).
 */
export interface BcbpLeg {
  passenger: string;
  pnr: string;
  from: string;
  to: string;
  carrier: string;
  flightNumber: string;
  dayOfYear: number;
  seat: string;
}

/** `DOE/JOHN MR` → `JOHN DOE`. */
export function bcbpName(raw: string): string {
  const [last = '', first = ''] = raw.trim().split('/');
  const given = first.replace(/\s+(MR|MRS|MS|MISS|MSTR|DR|SR|SRA)$/i, '').trim();
  return [given, last.trim()].filter(Boolean).join(' ');
}

export function parseBcbp(text: string): BcbpLeg[] | undefined {
  if (!/^M[1-4]/.test(text) || text.length < 58) return undefined;
  const legs = Number(text[1]);
  const passenger = bcbpName(text.slice(2, 22));
  const legsFound: BcbpLeg[] = [];
  let at = 23;
  for (let leg = 0; leg < legs; leg++) {
    const field = text.slice(at, at + 37);
    if (field.length < 37) break;
    const from = field.slice(7, 10);
    const to = field.slice(10, 13);
    const carrier = field.slice(13, 16).trim();
    const number = field
      .slice(16, 21)
      .trim()
      .replace(/^0+(?=\d)/, '');
    const dayOfYear = Number(field.slice(21, 24));
    if (!/^[A-Z]{3}$/.test(from) || !/^[A-Z]{3}$/.test(to) || !/^[A-Z0-9]{2}$/.test(carrier))
      return undefined;
    if (!/^\d{1,4}[A-Z]?$/.test(number) || !(dayOfYear >= 1 && dayOfYear <= 366)) return undefined;
    const seat = field
      .slice(25, 29)
      .trim()
      .replace(/^0+(?=\d)/, '');
    legsFound.push({
      passenger,
      pnr: field.slice(0, 7).trim(),
      from,
      to,
      carrier,
      flightNumber: `${carrier}${number}`,
      dayOfYear,
      seat: /^\d{1,3}[A-Z]$/.test(seat) ? seat : '',
    });
    const conditional = parseInt(text.slice(at + 35, at + 37), 16);
    at += 37 + (Number.isFinite(conditional) ? conditional : 0);
  }
  return legsFound.length ? legsFound : undefined;
}

/** The date of a day of the year, in the year that puts it nearest to `near` (`YYYY-MM-DD`). */
export function dateOfDay(dayOfYear: number, near: string): string {
  const nearTime = Date.parse(`${near}T00:00:00Z`);
  const year = Number(near.slice(0, 4));
  let best = '';
  let bestDistance = Infinity;
  for (const candidate of [year - 1, year, year + 1]) {
    const time = Date.UTC(candidate, 0, 1) + (dayOfYear - 1) * 86_400_000;
    const date = new Date(time).toISOString().slice(0, 10);
    if (Number(date.slice(0, 4)) !== candidate) continue;
    const distance = Math.abs(time - nearTime);
    if (distance < bestDistance) [best, bestDistance] = [date, distance];
  }
  return best;
}

/** Flights from boarding-pass texts; the time of day is not in a BCBP, only the date. */
export function flightsFromBcbp(
  texts: string[],
  near: string,
  airlineName: (code: string) => string | undefined,
) {
  const flights: (FlightDraft & { date: string })[] = [];
  for (const text of texts) {
    for (const leg of parseBcbp(text) ?? []) {
      const flight = { ...emptyFlight('barcode'), date: dateOfDay(leg.dayOfYear, near) };
      setField(flight, 'flightNumber', leg.flightNumber, 'barcode');
      setField(flight, 'airline', airlineName(leg.flightNumber), 'barcode');
      setField(flight, 'departure.airport', leg.from, 'barcode');
      setField(flight, 'arrival.airport', leg.to, 'barcode');
      setField(flight, 'confirmationCode', leg.pnr, 'barcode');
      if (leg.passenger) {
        setField(flight, 'passengers', [{ name: leg.passenger, seat: leg.seat }], 'barcode');
        if (leg.seat) flight.provenance.fields.seats = 'barcode';
      }
      flights.push(flight);
    }
  }
  return flights;
}
