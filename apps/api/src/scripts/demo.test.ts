import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import { trips, users } from '../db/schema';
import { TEST_JWT_SECRET } from '../../test/app';
import { openTestDatabase } from '../../test/database';
import { DEMO_PASSWORD, demoAccountLines, DEMO_PEOPLE, DemoRefusedError, runDemo } from './demo-data';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'trilha-demo-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  JWT_SECRET: TEST_JWT_SECRET,
  LOG_LEVEL: 'silent',
  APP_URL: 'http://trilha.test',
  EXCHANGE_RATES_URL: 'off',
});
const opened: DatabaseHandle[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freshDatabase() {
  const database = await openTestDatabase();
  opened.push(database);
  return database;
}
const accounts = async (database: DatabaseHandle) => database.db.select({ email: users.email }).from(users);

describe('npm run demo', () => {
  it('fills a fresh database with an agency and a full trip, through the API', async () => {
    const database = await freshDatabase();
    const { agencyId, tripId, accounts } = await runDemo(database, config, '2027-03-01');
    // What npm run demo prints: each account with its role as stored.
    expect(demoAccountLines(accounts)).toEqual([
      '  admin@trilha.demo  Paula Plataforma · role admin: the platform administrator',
      "  marta@rumo.demo  Marta Gestora · role consultant-admin: Rumo Viagens' agency manager",
      '  carlos@rumo.demo  Carlos Consultor · role consultant: a consultant of Rumo Viagens',
      '  clara@cliente.demo  Clara Cliente · role user: a client of Rumo Viagens, with a trip planned by the consultant',
      '  ana@viajante.demo  Ana Viajante · role user: a traveller with a full trip to Lisbon',
      '  bruno@amigo.demo  Bruno Amigo · role user: shares the Lisbon trip as its admin',
    ]);
    const app = await buildApp({ config, database, logger: false, jobs: false });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: DEMO_PEOPLE.traveller.email, password: DEMO_PASSWORD },
      });
      const auth = { authorization: `Bearer ${login.json().token}` };
      const trip = (await app.inject({ method: 'GET', url: `/api/trips/${tripId}`, headers: auth })).json();
      expect(trip).toMatchObject({ title: 'Primavera em Lisboa', flights: [{ flightNumber: 'TP88' }] });
      expect(trip.expenseSummary.total).toBe(921.4);
      const admin = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: DEMO_PEOPLE.admin.email, password: DEMO_PASSWORD },
      });
      expect(admin.json().user.role).toBe('admin');
      const agency = await app.inject({
        method: 'GET',
        url: `/api/agencies/${agencyId}`,
        headers: { authorization: `Bearer ${admin.json().token}` },
      });
      expect(agency.json()).toMatchObject({ consultants: [{}, {}], clients: [{ paymentStatus: 'paid' }] });
    } finally {
      await app.close();
    }
  });

  it('refuses a database that has an account and creates nothing', async () => {
    const database = await freshDatabase();
    const app = await buildApp({ config, database, logger: false, jobs: false });
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Real Person',
        email: 'real@example.com',
        password: 'a-real-password-1',
        language: 'en',
      },
    });
    await app.close();
    expect(register.statusCode).toBe(201);
    const refused = runDemo(database, config, '2027-03-01');
    await expect(refused).rejects.toThrow(DemoRefusedError);
    await expect(refused).rejects.toThrow(
      'The database already has 1 account(s): the demo needs a fresh, empty database. Nothing was created.',
    );
    expect(await accounts(database)).toEqual([{ email: 'real@example.com' }]);
  });

  it('keeps nothing when it fails halfway', async () => {
    const database = await freshDatabase();
    // The demo's expenses come last: refusing them fails the demo after everything else was written.
    await database.db.execute(sql`
      create function refuse_expense() returns trigger language plpgsql as $$
      begin raise exception 'no expenses today'; end $$`);
    await database.db.execute(
      sql`create trigger refuse_expense before insert on expenses for each row execute function refuse_expense()`,
    );
    await expect(runDemo(database, config, '2027-03-01')).rejects.toThrow(/expenses answered 500/);
    expect(await accounts(database)).toEqual([]);
    expect(await database.db.select({ id: trips.id }).from(trips)).toEqual([]);
  });
});
