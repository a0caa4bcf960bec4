import type { FastifyInstance } from 'fastify';
import { addDays } from '@trilha/shared';
import { buildApp } from '../app';
import type { Config } from '../config/env';
import type { Database, DatabaseHandle } from '../db/client';
import { usersRepository } from '../modules/users/users.repository';

export const DEMO_PASSWORD = 'trilha-demo';
export const DEMO_PEOPLE = {
  admin: { name: 'Paula Plataforma', email: 'admin@trilha.demo' },
  manager: { name: 'Marta Gestora', email: 'marta@rumo.demo' },
  consultant: { name: 'Carlos Consultor', email: 'carlos@rumo.demo' },
  client: { name: 'Clara Cliente', email: 'clara@cliente.demo' },
  traveller: { name: 'Ana Viajante', email: 'ana@viajante.demo' },
  friend: { name: 'Bruno Amigo', email: 'bruno@amigo.demo' },
} as const;

/** What each demo account is there to show, beside its role. */
const DEMO_PARTS: Record<keyof typeof DEMO_PEOPLE, string> = {
  admin: 'the platform administrator',
  manager: "Rumo Viagens' agency manager",
  consultant: 'a consultant of Rumo Viagens',
  client: 'a client of Rumo Viagens, with a trip planned by the consultant',
  traveller: 'a traveller with a full trip to Lisbon',
  friend: 'shares the Lisbon trip as its admin',
};

/** `npm run demo`'s list of accounts: each e-mail, name and role as stored, and what it shows. */
export function demoAccountLines(accounts: { email: string; role: string }[]): string[] {
  const roleOf = new Map(accounts.map((account) => [account.email, account.role]));
  return (Object.entries(DEMO_PEOPLE) as [keyof typeof DEMO_PEOPLE, { name: string; email: string }][]).map(
    ([key, person]) =>
      `  ${person.email}  ${person.name} · role ${roleOf.get(person.email) ?? '?'}: ${DEMO_PARTS[key]}`,
  );
}

type Person = keyof typeof DEMO_PEOPLE;

/** The demo was not created because the database already has accounts; nothing was written. */
export class DemoRefusedError extends Error {}

/**
 * `npm run demo`'s work: refuses a database that has any account (the demo's first account becomes the
 * platform admin, and its published password must not land beside real people), then seeds through an
 * app whose every transaction is a savepoint of one outer transaction, so a failure halfway keeps nothing.
 */
export async function runDemo(database: DatabaseHandle, config: Config, today?: string) {
  return database.db.transaction(async (tx) => {
    const accounts = await usersRepository.count(tx);
    if (accounts > 0) {
      throw new DemoRefusedError(
        `The database already has ${accounts} account(s): the demo needs a fresh, empty database. Nothing was created.`,
      );
    }
    // The local event bus: a LISTEN connection of its own would see nothing of an uncommitted demo.
    const app = await buildApp({
      // Rates would be fetched for nothing (every demo expense is in its trip's currency), and the
      // import mail receiver would take the port of a server that may be running.
      config: { ...config, exchangeRatesUrl: undefined, inboundMail: undefined },
      database: { ...database, db: tx as unknown as Database, url: undefined },
      logger: false,
      jobs: false,
    });
    try {
      const seeded = await seedDemo(app, today);
      const accounts = await usersRepository.emailsAndRoles(tx);
      return { ...seeded, accounts };
    } finally {
      // Drains the app's background work while the transaction is still open.
      await app.close();
    }
  });
}

/**
 * A small, realistic data set through the HTTP API itself (so every rule applies): an agency with a
 * consultant-admin, a consultant and a client with a planned trip; a traveller's trip with flights, a
 * stay, a tour, an itinerary and shared expenses with a friend and a guest. Needs an empty database:
 * the first account is the platform admin.
 */
export async function seedDemo(app: FastifyInstance, today = new Date().toISOString().slice(0, 10)) {
  const tokens = {} as Record<Person, string>;
  const call = async (
    who: Person | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: object,
  ) => {
    const res = await app.inject({
      method,
      url: `/api${url}`,
      payload,
      headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
    });
    if (res.statusCode >= 400) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json();
  };

  for (const [key, person] of Object.entries(DEMO_PEOPLE) as [Person, (typeof DEMO_PEOPLE)[Person]][]) {
    const { token } = await call(null, 'POST', '/auth/register', {
      ...person,
      password: DEMO_PASSWORD,
      language: 'pt',
    });
    tokens[key] = token;
  }

  // The agency, its people, and a trip the consultant plans for the client.
  const agency = await call('admin', 'POST', '/agencies', {
    name: 'Rumo Viagens',
    address: 'Rua Augusta, 100 — São Paulo',
    contactEmail: 'contato@rumo.demo',
    phone: '+55 11 5555-0100',
  });
  // People who already have an account are invited; each accepts, and the answer is their new session.
  const accept = async (who: Person) => {
    const [invitation] = await call(who, 'GET', '/agency-invitations');
    const { token } = await call(who, 'POST', `/agency-invitations/${invitation._id}/accept`);
    tokens[who] = token;
  };
  await call('admin', 'POST', `/agencies/${agency._id}/consultants`, {
    email: DEMO_PEOPLE.manager.email,
    role: 'consultant-admin',
  });
  await accept('manager');
  const consultant = await call('manager', 'POST', `/agencies/${agency._id}/consultants`, {
    email: DEMO_PEOPLE.consultant.email,
  });
  await accept('consultant');
  const client = await call('manager', 'POST', `/agencies/${agency._id}/clients`, {
    email: DEMO_PEOPLE.client.email,
    consultantId: consultant._id,
  });
  await accept('client');
  await call('manager', 'PUT', `/agencies/${agency._id}/clients/${client._id}`, { paymentStatus: 'paid' });
  await call('consultant', 'POST', `/consultants/clients/${client._id}/trips`, {
    title: 'Lua de mel em Santorini',
    destination: { name: 'Santorini', countryCode: 'GR', lat: 36.39, lon: 25.46 },
    startDate: addDays(today, 60),
    endDate: addDays(today, 69),
    budget: 'luxury',
    interests: ['praias', 'gastronomia'],
    currency: 'EUR',
    notes: '',
  });

  // A traveller's trip with everything in it.
  const start = addDays(today, 21);
  const trip = await call('traveller', 'POST', '/trips', {
    title: 'Primavera em Lisboa',
    destination: { name: 'Lisboa', countryCode: 'PT', lat: 38.72, lon: -9.14 },
    startDate: start,
    endDate: addDays(start, 5),
    budget: 'mid-range',
    interests: ['história', 'fado'],
    currency: 'EUR',
    budgetAmount: '2500',
    notes: 'Levar adaptador de tomada.',
  });
  const base = `/trips/${trip._id}`;
  await call('traveller', 'POST', `${base}/shares`, { email: DEMO_PEOPLE.friend.email, role: 'admin' });
  await call('traveller', 'POST', `${base}/flights`, {
    airline: 'TAP Air Portugal',
    flightNumber: 'TP 88',
    departure: { airport: 'GRU', time: `${addDays(start, -1)}T22:05` },
    arrival: { airport: 'LIS', time: `${start}T11:40` },
    confirmationCode: 'TRL123',
    passengers: [
      { name: DEMO_PEOPLE.traveller.name, seat: '23A' },
      { name: DEMO_PEOPLE.friend.name, seat: '23B' },
    ],
    baggages: [{ type: 'checked', weightKg: 23, quantity: 2 }],
  });
  const hotel = await call('traveller', 'POST', `${base}/bookings`, {
    accommodationName: 'Hotel Alfama',
    checkIn: start,
    checkOut: addDays(start, 5),
    address: 'Rua dos Remédios 1, Lisboa',
    price: '780.00',
    booked: true,
  });
  await call('traveller', 'POST', `${base}/tours`, {
    name: 'Elétrico 28',
    date: addDays(start, 1),
    time: '10:00',
    price: 15,
  });
  await call('traveller', 'POST', `${base}/itinerary`, {
    date: addDays(start, 1),
    timeOfDay: 'evening',
    placeName: 'Fado em Alfama',
  });
  await call('traveller', 'POST', `${base}/participants`, { name: 'Carla (convidada)' });
  const people = (await call('traveller', 'GET', `${base}/participants`)) as { _id: string; name: string }[];
  const everyone = people.map((person) => ({ participantId: person._id }));
  const [ana, bruno] = people;
  // The hotel's expense pays for the booked stay: its price counts once, through the expense.
  for (const [description, amount, category, paidBy, source] of [
    ['Hotel Alfama', '780', 'lodging', ana!, { kind: 'booking', id: hotel._id as string }],
    ['Jantar no Bairro Alto', '96.40', 'food', bruno!, undefined],
    ['Bilhetes do elétrico', '45', 'transportation', ana!, undefined],
  ] as const) {
    await call('traveller', 'POST', `${base}/expenses`, {
      description,
      amount,
      currency: 'EUR',
      category,
      date: addDays(start, 1),
      paidBy: paidBy._id,
      division: 'equal',
      participants: everyone,
      ...(source ? { source } : {}),
    });
  }
  return { agencyId: agency._id as string, tripId: trip._id as string };
}
