import { AIRLINES, ICAO_TO_IATA } from './airlines';
import { findDates, findTimes, parseAmount } from './dates';
import {
  emptyBooking,
  emptyFlight,
  emptyTour,
  noFindings,
  setField,
  type BookingDraft,
  type Findings,
  type FlightDraft,
  type TourDraft,
} from './draft';

/**
 * Rules over the plain text of a mail or PDF, for the layouts airlines, hotel and tour sites use in pt,
 * en and es: labelled fields (`Localizador: ABC123`, `Check-in: 1 May 2031`) and itinerary lines
 * (`TP 82  São Paulo (GRU) 22:05 → Lisboa (LIS) 11:50`).
 */

const SOURCE = 'text' as const;
/** Three capitals that are words, not airports, in the mails we read. */
const NOT_AIRPORTS = new Set(
  'THE AND FOR YOU ARE NOT VIA PNR VOO SEAT REF TAX FEE USD EUR BRL GBP ARS CLP MXN COP PEN DAY NON YES NAO ETA ETD UTC GMT PDF QTY ONE TWO MRS'.split(
    ' ',
  ),
);
const CURRENCY_SIGNS: Record<string, string> = { R$: 'BRL', US$: 'USD', $: 'USD', '€': 'EUR', '£': 'GBP' };
const CURRENCY = '(R\\$|US\\$|\\$|€|£|BRL|EUR|USD|GBP|ARS|CLP|MXN|COP|PEN|CHF)';

const label = (words: string) =>
  new RegExp(`(?:^|\\n|\\s{2,}|\\|)\\s*(?:${words})\\s*(?:[:#\\-–]|\\n)\\s*([^\\n]+)`, 'iu');
const labelled = (text: string, words: string) => {
  const value = label(words).exec(text)?.[1];
  return (
    value
      ?.split(/\s{3,}|\s\|\s/)[0]
      ?.trim()
      .replace(/[.;,]$/, '') || undefined
  );
};

/** Labels that name a reservation's code, most specific first. */
const CONFIRMATION =
  'localizador(?: de (?:la )?reserva)?|c[oó]digo de (?:reserva|confirma[çc][aã]o|confirmaci[oó]n)|booking (?:reference|code|ref\\.?)|reservation (?:code|number)|record locator|confirmation (?:code|number)|n[uú]mero d[ae] (?:reserva|confirma[çc][aã]o|confirmaci[oó]n)|reserva n[ºo°.]*|pnr|booking number';
/** Words that may label a code too, but also start sentences ("Detalhes da reserva"): the code on their line. */
const CONFIRMATION_LOOSE = 'confirma[çc][aã]o|reserva';

export function confirmationCode(text: string): string | undefined {
  const code = (labels: string, gap: string) =>
    new RegExp(`(?:${labels})${gap}[:#nº°.-]*${gap}([A-Z0-9][A-Z0-9-]{4,14})\\b`, 'iu').exec(text)?.[1];
  const found = (code(CONFIRMATION, '\\s*') ?? code(CONFIRMATION_LOOSE, '[ \\t]*'))?.toUpperCase();
  return found && /[A-Z0-9]/.test(found) && !/^\d{1,4}$/.test(found) ? found : undefined;
}

function priceIn(text: string): { price?: number; currency?: string } {
  const words =
    'total price|total amount|amount paid|total paid|grand total|total a pagar|total pago|valor total|pre[çc]o total|precio total|importe total|total cobrado|total charged|price|pre[çc]o|precio|total';
  const match = new RegExp(
    `(?:${words})\\s*(?:\\([^)]*\\))?\\s*[:\\-]?\\s*(?:${CURRENCY}\\s?([\\d.,]+\\d)|([\\d.,]+\\d)\\s?${CURRENCY})`,
    'iu',
  ).exec(text);
  if (!match) return {};
  const sign = match[1] ?? match[4]!;
  return { price: parseAmount(match[2] ?? match[3]!), currency: CURRENCY_SIGNS[sign] ?? sign.toUpperCase() };
}

/** The date (and time) written just after one of the words, within a short distance. */
function dateAfter(text: string, words: string): { date?: string; time?: string } {
  const match = new RegExp(`(?:${words})`, 'iu').exec(text);
  if (!match) return {};
  const window = text.slice(match.index + match[0].length, match.index + match[0].length + 80);
  const date = findDates(window)[0];
  if (!date) return {};
  const time = findTimes(window.slice(date.end, date.end + 30))[0]?.value;
  return { date: date.value, time };
}

const cleanName = (name: string) =>
  name
    .replace(/\b(MR|MRS|MS|MISS|SR|SRA|SRTA|DR|ADT|ADULT|ADULTO)\b\.?/gi, '')
    .replace(/\s+/g, ' ')
    .trim();

function passengersIn(text: string): string[] {
  const names: string[] = [];
  const regex =
    /(?:passenger|passageiro|pasajero|traveller|traveler|viajante|nome do passageiro|nombre del pasajero|passenger name)s?(?:\s*\d+)?\s*[:-]\s*([A-Za-zÀ-ÿ'/ .-]{3,60}?)(?=\s{2,}|\s*\||\s*\n|\s*$|\s+(?:seat|assento|asiento|e-?ticket|bilhete|billete|ticket)\b)/gimu;
  for (const match of text.matchAll(regex)) {
    let name = match[1]!.trim();
    if (name.includes('/')) {
      const [last, first] = name.split('/');
      name = `${first} ${last}`;
    }
    name = cleanName(name);
    if (name.split(' ').length >= 2 && !names.some((known) => known.toLowerCase() === name.toLowerCase())) {
      names.push(name.toUpperCase() === name ? name : name);
    }
  }
  return names;
}

const seatsIn = (text: string) =>
  [...text.matchAll(/(?:seat|assento|asiento|lugar)s?\s*[:-]?\s*(\d{1,3}[A-K])\b/giu)].map((m) =>
    m[1]!.toUpperCase(),
  );

interface FlightHit {
  flightNumber: string;
  index: number;
}

function flightNumbers(text: string): FlightHit[] {
  const hits: FlightHit[] = [];
  const regex = /\b([A-Z]{3}|[A-Z][A-Z0-9]|[0-9][A-Z])\s?-?\s?(\d{1,4})\b/g;
  for (const match of text.matchAll(regex)) {
    const designator = match[1]!.length === 3 ? ICAO_TO_IATA[match[1]!] : match[1]!;
    if (!designator) continue;
    const before = text.slice(Math.max(0, match.index - 24), match.index);
    const flightWord = /(voo|vôo|vuelo|flight|flug)\s*(n[ºo°.]*|number|número)?\s*[:#]?\s*$/i.test(before);
    if (!AIRLINES[designator] && !flightWord) continue;
    // A year (`AD 2031`) right after a month name is a date, not a flight.
    if (/\b[a-z]{3,9}\.?\s*$/i.test(before) && /^(19|20)\d\d$/.test(match[2]!) && !flightWord) continue;
    hits.push({ flightNumber: `${designator}${Number(match[2])}`, index: match.index });
  }
  return hits;
}

async function airportsIn(text: string, isAirport: (code: string) => Promise<boolean>) {
  const codes: string[] = [];
  for (const match of text.matchAll(/(?<![A-Za-z])([A-Z]{3})(?![A-Za-z])/g)) {
    const code = match[1]!;
    if (NOT_AIRPORTS.has(code) || codes.at(-1) === code) continue;
    if (await isAirport(code)) codes.push(code);
  }
  return codes;
}

const addDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

async function flightsIn(
  text: string,
  isAirport: (code: string) => Promise<boolean>,
): Promise<FlightDraft[]> {
  const hits = flightNumbers(text);
  const flights: FlightDraft[] = [];
  const code = confirmationCode(text);
  const names = passengersIn(text);
  const allSeats = seatsIn(text);
  for (let i = 0; i < hits.length; i++) {
    const hit = hits[i]!;
    const lineStart = text.lastIndexOf('\n', hit.index) + 1;
    const next = hits.slice(i + 1).find((other) => other.flightNumber !== hit.flightNumber);
    const end = next
      ? text.lastIndexOf('\n', next.index) + 1 || next.index
      : Math.min(text.length, hit.index + 700);
    let segment = text.slice(lineStart, Math.max(end, hit.index + 1));
    if (!findDates(segment).length) {
      // A date heading the leg (`Ida — 1 de maio de 2031`) just above it.
      const before = text.slice(Math.max(0, lineStart - 160), lineStart);
      const date = findDates(before).at(-1);
      if (date) segment = `${date.value}\n${segment}`;
    }
    const airports = await airportsIn(segment.replace(hit.flightNumber, ''), isAirport);
    const dates = findDates(segment);
    const times = findTimes(
      // Times inside dates (`01.05.2031`) are not times of day.
      dates.reduce(
        (rest, date) => rest.slice(0, date.index) + ' '.repeat(date.end - date.index) + rest.slice(date.end),
        segment,
      ),
    );
    if (airports.length < 2 && !dates.length) continue;
    const duplicate = flights.find(
      (flight) =>
        flight.flightNumber === hit.flightNumber &&
        (!dates[0] || flight.departure.time.startsWith(dates[0].value) || !flight.departure.time),
    );
    if (duplicate) continue;
    const flight = emptyFlight(SOURCE);
    setField(flight, 'flightNumber', hit.flightNumber, SOURCE);
    setField(flight, 'airline', AIRLINES[hit.flightNumber.slice(0, 2)], SOURCE);
    setField(flight, 'departure.airport', airports[0], SOURCE);
    setField(flight, 'arrival.airport', airports[1], SOURCE);
    const departureDate = dates[0]?.value;
    if (departureDate && times[0]) {
      setField(flight, 'departure.time', `${departureDate}T${times[0].value}`, SOURCE);
      if (times[1]) {
        // The arrival's date when printed after the departure time, else the next day when it is earlier.
        const arrivalDate =
          dates.find((date) => date.index > times[0]!.end && date.index < times[1]!.index + 40)?.value ??
          (times[1].value < times[0].value ? addDay(departureDate) : departureDate);
        setField(flight, 'arrival.time', `${arrivalDate}T${times[1].value}`, SOURCE);
      }
    }
    setField(flight, 'confirmationCode', confirmationCode(segment) ?? code, SOURCE);
    const seats = seatsIn(segment);
    const legSeats = seats.length
      ? seats
      : hits.filter((h) => h.flightNumber !== hit.flightNumber).length
        ? []
        : allSeats;
    if (names.length) {
      setField(
        flight,
        'passengers',
        names.map((name, index) => ({ name, seat: legSeats[index] ?? '' })),
        SOURCE,
      );
      if (legSeats.length) flight.provenance.fields.seats = SOURCE;
    }
    flights.push(flight);
  }
  return flights;
}

/** "Hotel Avenida Palace is expecting you on 1 May": how Booking.com and others open their confirmation. */
const EXPECTING =
  /^[ \t]*(?:(?:O|A|El|La)\s+(?=\p{Lu}))?(\p{Lu}[^\n]{1,100}?)\s+(?:is expecting you|is looking forward to welcoming you|est[áa] (?:esperando|aguardando) (?:por )?(?:voc[êe]|sua chegada)|est[áa] [àa] sua espera|aguarda (?:voc[êe]|sua chegada)|te espera|le espera|te est[áa] esperando)\b/imu;
/** A line after the address on a property's card: its phone, or a link to the way there. */
const AFTER_ADDRESS =
  /^(?:(?:phone|telephone|tel\.?|telefone|tel[ée]fono)\s*[:.]?\s*[+(\d]|(?:get|show) directions$|como chegar$|ver (?:no )?mapa$|c[oó]mo llegar$|ver en el mapa$|show on map$)/iu;
const LABELLED_LINE = /^[^:]{1,40}:\s/;

/**
 * A property's card as booking sites print it, unlabelled: its name on a line, its address on the next,
 * then its phone or a directions link (Booking.com: "Hotel X" / "Rua Y 1, Lisboa, Portugal" / "Phone: …").
 */
function propertyCard(text: string): { name?: string; address?: string } {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  for (let i = 2; i < lines.length; i++) {
    if (!AFTER_ADDRESS.test(lines[i]!)) continue;
    const address = lines[i - 1]!;
    const name = lines[i - 2]!;
    const looksLikeAddress = /\d/.test(address) && address.includes(',') && address.length <= 300;
    if (!looksLikeAddress || LABELLED_LINE.test(address) || LABELLED_LINE.test(name) || name.length > 120)
      continue;
    return { name, address };
  }
  return {};
}

function stayIn(text: string): BookingDraft | undefined {
  const checkIn = dateAfter(text, 'check-?\\s?in|entrada|llegada|chegada');
  const checkOut = dateAfter(text, 'check-?\\s?out|sa[íi]da|salida');
  if (!checkIn.date || !checkOut.date) return undefined;
  if (checkOut.date <= checkIn.date) {
    // Labels side by side over their dates (`Check-in   Checkout` then `Sat, Jun 14   Fri, Jun 20`).
    checkOut.date = findDates(text).find((date) => date.value > checkIn.date!)?.value;
    if (!checkOut.date) return undefined;
  }
  const stay = emptyBooking(SOURCE);
  const card = propertyCard(text);
  const name =
    labelled(
      text,
      'hotel|property|propriedade|acomoda[çc][aã]o|alojamiento|alojamento|hospedaje|establecimiento|accommodation|hospedagem|anfitri[oó]n|listing|an[uú]ncio|anuncio',
    ) ??
    EXPECTING.exec(text)?.[1] ??
    card.name ??
    /(?:your (?:stay|reservation|booking) at|sua (?:estadia|reserva|hospedagem) (?:em|no|na)|tu (?:estancia|reserva|estadía) en)\s+([^\n,.!]+)/iu.exec(
      text,
    )?.[1];
  setField(stay, 'accommodationName', name?.trim(), SOURCE);
  setField(stay, 'checkIn', checkIn.date, SOURCE);
  setField(stay, 'checkOut', checkOut.date, SOURCE);
  setField(
    stay,
    'address',
    labelled(text, 'address|endere[çc]o|direcci[oó]n|localiza[çc][aã]o|ubicaci[oó]n|morada') ?? card.address,
    SOURCE,
  );
  const { price, currency } = priceIn(text);
  setField(stay, 'price', price, SOURCE);
  setField(stay, 'currency', currency, SOURCE);
  setField(stay, 'confirmationNumber', confirmationCode(text), SOURCE);
  return stay;
}

function tourIn(text: string): TourDraft | undefined {
  const name =
    labelled(
      text,
      'activity|actividad|atividade|tour|experience|experi[êe]ncia|excursi[oó]n|passeio|restaurant|restaurante|event|evento|ticket|ingresso|entrada para',
    ) ?? /(?:reservation at|reserva (?:no|na|en|em))\s+([^\n,.!]+)/iu.exec(text)?.[1];
  const when = dateAfter(text, 'date|data|fecha|when|quando|cu[áa]ndo|d[íi]a');
  const date = when.date ?? findDates(text)[0]?.value;
  if (!name || !date) return undefined;
  const tour = emptyTour(SOURCE);
  setField(tour, 'name', name.trim(), SOURCE);
  setField(tour, 'date', date, SOURCE);
  const time =
    labelled(text, 'time|hora|hor[áa]rio|start time|starting time|hora de inicio|in[íi]cio') ?? undefined;
  setField(tour, 'time', (time && findTimes(time)[0]?.value) ?? when.time, SOURCE);
  setField(
    tour,
    'location',
    labelled(
      text,
      'meeting point|ponto de encontro|punto de encuentro|location|local|lugar|address|endere[çc]o|direcci[oó]n',
    ),
    SOURCE,
  );
  const { price, currency } = priceIn(text);
  setField(tour, 'price', price, SOURCE);
  setField(tour, 'currency', currency, SOURCE);
  const code = confirmationCode(text);
  setField(tour, 'notes', code ? `#${code}` : undefined, SOURCE);
  return tour;
}

/** Flights when the text has flight numbers, else a stay when it has check-in and check-out, else a tour. */
export async function readText(
  text: string,
  isAirport: (code: string) => Promise<boolean>,
): Promise<Findings> {
  const findings = noFindings();
  const normalized = text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+/g, (space) => (space.length > 2 ? '   ' : ' '));
  findings.flights = await flightsIn(normalized, isAirport);
  if (findings.flights.length) return findings;
  const stay = stayIn(normalized);
  if (stay) {
    findings.bookings.push(stay);
    return findings;
  }
  const tour = tourIn(normalized);
  if (tour) findings.tours.push(tour);
  return findings;
}
