import type * as Htmlparser2 from 'htmlparser2';
import { FLIGHT_TERMINAL_MAX } from '@trilha/shared';
import { dateOf, localOf, firstTime, parseAmount } from './dates';
import { emptyBooking, emptyFlight, emptyTour, noFindings, setField, type Findings } from './draft';
import { lazyModule } from '../../../lib/lazy-module';

/** The HTML parser and its entity tables load with the first HTML read, not with the server. */
const htmlparser2 = lazyModule<typeof Htmlparser2>('htmlparser2');

/**
 * schema.org reservations embedded in a mail's HTML (JSON-LD scripts and microdata), which airlines,
 * Booking.com, Airbnb and many others send for mail clients to show. The HTML is parsed as data, never
 * rendered: scripts other than JSON-LD are dropped, no resource is fetched.
 */

type Thing = Record<string, unknown>;

interface DomNode {
  type: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
  data?: string;
}

const SOURCE = 'structured-data' as const;

function textOf(node: DomNode): string {
  if (node.type === 'text') return node.data ?? '';
  if (node.type === 'script' || node.type === 'style') return '';
  return (node.children ?? []).map(textOf).join('');
}

/** `https://schema.org/FlightReservation`, `http://schema.org/FlightReservation`, `FlightReservation`. */
const typeName = (value: unknown): string => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.replace(/^https?:\/\/schema\.org\//i, '') : '';
};

/** A microdata item: its properties, nested items for nested itemscopes. */
function microdataItem(node: DomNode): Thing {
  const item: Thing = { '@type': typeName(node.attribs?.itemtype ?? '') };
  const visit = (child: DomNode) => {
    for (const grandchild of child.children ?? []) {
      const attribs = grandchild.attribs ?? {};
      const prop = attribs.itemprop;
      if (prop) {
        const value =
          'itemscope' in attribs
            ? microdataItem(grandchild)
            : (attribs.content ??
              attribs.datetime ??
              attribs.href ??
              attribs.src ??
              attribs.value ??
              textOf(grandchild).replace(/\s+/g, ' ').trim());
        for (const name of prop.split(/\s+/)) {
          const existing = item[name];
          item[name] = existing === undefined ? value : ([] as unknown[]).concat(existing, value);
        }
        if ('itemscope' in attribs) continue;
      } else if ('itemscope' in attribs) continue;
      visit(grandchild);
    }
  };
  visit(node);
  return item;
}

/** Every schema.org thing in the HTML (JSON-LD blocks and top-level microdata items), in document order. */
export function structuredThings(html: string): { things: Thing[]; broken: boolean } {
  const document = htmlparser2().parseDocument(html) as unknown as DomNode;
  const things: Thing[] = [];
  let broken = false;
  const add = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(add);
    else if (value && typeof value === 'object') {
      const thing = value as Thing;
      if (Array.isArray(thing['@graph'])) thing['@graph'].forEach(add);
      else things.push(thing);
    }
  };
  const walk = (node: DomNode) => {
    const attribs = node.attribs ?? {};
    if (node.type === 'script') {
      if ((attribs.type ?? '').toLowerCase().trim() === 'application/ld+json') {
        try {
          add(JSON.parse(textOf({ type: 'tag', children: node.children })));
        } catch {
          broken = true;
        }
      }
      return;
    }
    if ('itemscope' in attribs && attribs.itemtype && !attribs.itemprop) {
      things.push(microdataItem(node));
      return;
    }
    node.children?.forEach(walk);
  };
  walk(document);
  return { things, broken };
}

const one = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);
const str = (value: unknown): string | undefined => {
  const single = one(value);
  if (typeof single === 'string') return single.replace(/\s+/g, ' ').trim() || undefined;
  if (typeof single === 'number') return String(single);
  return undefined;
};
const obj = (value: unknown): Thing => {
  const single = one(value);
  return single && typeof single === 'object' ? (single as Thing) : {};
};
const nameOf = (value: unknown) => str(value) ?? str(obj(value).name);
/** schema.org's `departureTerminal`/`arrivalTerminal`; "Terminal 3" is kept as "3", anything long dropped. */
const terminalOf = (value: unknown): string | undefined => {
  const text = str(value)?.replace(/^terminal\s*/i, '');
  return text && text.length <= FLIGHT_TERMINAL_MAX ? text : undefined;
};

function addressOf(value: unknown): string | undefined {
  const text = str(value);
  if (text) return text;
  const address = obj(value);
  const parts = [
    address.streetAddress,
    address.addressLocality,
    address.addressRegion,
    address.postalCode,
    nameOf(address.addressCountry),
  ]
    .map(str)
    .filter(Boolean);
  return parts.length ? parts.join(', ') : undefined;
}

function priceOf(thing: Thing): { price?: number; currency?: string } {
  const raw = thing.totalPrice ?? thing.price ?? obj(thing.priceSpecification).price;
  const price =
    typeof one(raw) === 'number' ? (one(raw) as number) : parseAmount(str(raw) ?? str(obj(raw).price) ?? '');
  const currency =
    str(thing.priceCurrency) ??
    str(obj(raw).priceCurrency) ??
    str(obj(thing.priceSpecification).priceCurrency);
  return { price, currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : undefined };
}

const personName = (value: unknown) => {
  const person = obj(value);
  return (
    str(person.name) ??
    ([str(person.givenName), str(person.familyName)].filter(Boolean).join(' ') || undefined)
  );
};

export function findingsFromThings(things: Thing[]): Findings {
  const findings = noFindings();
  for (const thing of things) {
    const type = typeName(thing['@type']);
    const target = obj(thing.reservationFor);
    const link = str(thing.url) ?? str(thing.modifyReservationUrl) ?? str(obj(thing.potentialAction).target);
    const bookingLink = link && /^https?:\/\//i.test(link) ? link : undefined;
    if (type === 'FlightReservation') {
      const flight = emptyFlight(SOURCE);
      const airline = obj(target.airline);
      const designator = str(airline.iataCode) ?? '';
      const number = (str(target.flightNumber) ?? '').replace(/\s+/g, '').toUpperCase();
      setField(flight, 'flightNumber', /^\d+[A-Z]?$/.test(number) ? designator + number : number, SOURCE);
      setField(flight, 'airline', str(airline.name), SOURCE);
      setField(flight, 'departure.airport', str(obj(target.departureAirport).iataCode), SOURCE);
      setField(flight, 'arrival.airport', str(obj(target.arrivalAirport).iataCode), SOURCE);
      setField(flight, 'departure.time', localOf(target.departureTime), SOURCE);
      setField(flight, 'arrival.time', localOf(target.arrivalTime), SOURCE);
      setField(flight, 'departure.terminal', terminalOf(target.departureTerminal), SOURCE);
      setField(flight, 'arrival.terminal', terminalOf(target.arrivalTerminal), SOURCE);
      setField(flight, 'confirmationCode', str(thing.reservationNumber), SOURCE);
      const name = personName(thing.underName);
      const ticket = obj(thing.reservedTicket);
      const seat = str(thing.airplaneSeat) ?? str(obj(ticket.ticketedSeat).seatNumber) ?? '';
      if (name) {
        // One reservation per passenger: the same flight again adds a passenger.
        const same = findings.flights.find(
          (other) =>
            other.flightNumber === flight.flightNumber && other.departure.time === flight.departure.time,
        );
        const passenger = { name, seat: /^\d{1,3}[A-Z]$/.test(seat) ? seat : '' };
        if (same) {
          same.passengers.push(passenger);
          if (passenger.seat) same.provenance.fields.seats = SOURCE;
          continue;
        }
        setField(flight, 'passengers', [passenger], SOURCE);
        if (passenger.seat) flight.provenance.fields.seats = SOURCE;
      }
      findings.flights.push(flight);
    } else if (type === 'LodgingReservation') {
      const stay = emptyBooking(SOURCE);
      setField(stay, 'accommodationName', nameOf(target), SOURCE);
      setField(stay, 'address', addressOf(target.address), SOURCE);
      setField(stay, 'checkIn', dateOf(str(thing.checkinTime) ?? str(thing.checkinDate)), SOURCE);
      setField(stay, 'checkOut', dateOf(str(thing.checkoutTime) ?? str(thing.checkoutDate)), SOURCE);
      const { price, currency } = priceOf(thing);
      setField(stay, 'price', price, SOURCE);
      setField(stay, 'currency', currency, SOURCE);
      setField(stay, 'bookingLink', bookingLink, SOURCE);
      setField(stay, 'confirmationNumber', str(thing.reservationNumber), SOURCE);
      findings.bookings.push(stay);
    } else if (type === 'EventReservation' || type === 'FoodEstablishmentReservation') {
      const tour = emptyTour(SOURCE);
      const food = type === 'FoodEstablishmentReservation';
      const start = str(food ? (thing.startTime ?? target.startDate) : (target.startDate ?? thing.startTime));
      setField(tour, 'name', nameOf(target), SOURCE);
      setField(tour, 'date', dateOf(start), SOURCE);
      setField(
        tour,
        'time',
        localOf(start)?.slice(11) ?? (start && /T/.test(start) ? firstTime(start) : undefined),
        SOURCE,
      );
      const location = obj(target.location);
      const place = food ? target : location;
      const where = [
        str(place.name) !== nameOf(target) ? str(place.name) : undefined,
        addressOf(place.address),
      ]
        .filter(Boolean)
        .join(', ');
      setField(tour, 'location', where || str(target.location), SOURCE);
      const { price, currency } = priceOf(thing);
      setField(tour, 'price', price, SOURCE);
      setField(tour, 'currency', currency, SOURCE);
      setField(tour, 'bookingLink', bookingLink, SOURCE);
      const notes = [
        str(thing.reservationNumber) ? `#${str(thing.reservationNumber)}` : '',
        food && str(thing.partySize) ? `${str(thing.partySize)} ×` : '',
      ].filter(Boolean);
      setField(tour, 'notes', notes.join(' · ') || undefined, SOURCE);
      findings.tours.push(tour);
    }
  }
  return findings;
}

export function readStructuredData(html: string): Findings {
  const { things, broken } = structuredThings(html);
  const findings = findingsFromThings(things);
  if (broken) findings.warnings.push('imports.brokenStructuredData');
  return findings;
}
