/**
 * A program that plans a trip through Trilha's API, typed by a client generated from the OpenAPI document
 * the server publishes (docs/api.md). Next to it, in the same folder:
 *
 *   npm install openapi-fetch
 *   npx openapi-typescript http://localhost:3000/api/openapi.json -o trilha.d.ts
 *   node api-client.ts http://localhost:3000 you@example.com 'a long password'
 *
 * (Node 22.18 and later run TypeScript as it is.) apps/api/test/generated-client.test.ts type-checks this
 * very file, strictly, against the document of the server it tests, and runs it: when the API changes in a
 * way that breaks it, the test fails.
 */
import { pathToFileURL } from 'node:url';
import createClient from 'openapi-fetch';
import type { paths } from './trilha';

/** Every error answer has this shape (API.md): `code` is stable, `details` names each bad value. */
interface ApiError {
  statusCode: number;
  code: string;
  message: string;
  details?: { path: string; message: string }[];
}

export class TrilhaError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(error: ApiError) {
    const where = error.details?.map((detail) => `${detail.path}: ${detail.message}`).join('; ');
    super(where ? `${error.message} (${where})` : error.message);
    this.status = error.statusCode;
    this.code = error.code;
  }
}

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** A session token for the account: registered first when the e-mail has none yet. */
export async function signIn(baseUrl: string, account: Account): Promise<string> {
  const anonymous = createClient<paths>({ baseUrl });
  const registered = await anonymous.POST('/api/auth/register', { body: { ...account, language: 'en' } });
  if (registered.error && registered.error.code !== 'EMAIL_EXISTS') throw new TrilhaError(registered.error);
  const { email, password } = account;
  const { data: session, error } = await anonymous.POST('/api/auth/login', { body: { email, password } });
  if (error) throw new TrilhaError(error);
  // An account with a second factor answers a challenge instead of a token.
  if (!('token' in session)) throw new Error('This account signs in with a second factor.');
  return session.token;
}

/** A week in Lisbon with a morning at Belém; then what the trip looks like when read back. */
export async function planLisbon(baseUrl: string, token: string) {
  const api = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${token}` } });

  const plan = {
    title: 'Lisbon in May',
    destination: { name: 'Lisbon', countryCode: 'PT' },
    startDate: '2031-05-01',
    endDate: '2031-05-08',
    budget: 'mid-range',
  } as const;
  // A 400 names each bad value by its path: here [{ path: 'endDate', message: 'End date cannot be …' }].
  const refused = await api.POST('/api/trips', { body: { ...plan, endDate: '2031-04-20' } });
  const refusedPaths = refused.error?.details?.map((detail) => detail.path) ?? [];

  const created = await api.POST('/api/trips', { body: plan });
  if (created.error) throw new TrilhaError(created.error);
  const trip = created.data;
  const inTrip = { params: { path: { id: trip._id } } };

  const added = await api.POST('/api/trips/{id}/itinerary', {
    ...inTrip,
    body: { date: '2031-05-02', timeOfDay: 'morning', time: '09:30', placeName: 'Torre de Belém' },
  });
  if (added.error) throw new TrilhaError(added.error);

  const itinerary = await api.GET('/api/trips/{id}/itinerary', inTrip);
  if (itinerary.error) throw new TrilhaError(itinerary.error);
  const day = itinerary.data.find((candidate) => candidate.date === added.data.date);

  const read = await api.GET('/api/trips/{id}', inTrip);
  if (read.error) throw new TrilhaError(read.error);

  // A trip that does not exist, or that this account may not see, answers 404 TRIP_NOT_FOUND.
  const missing = await api.GET('/api/trips/{id}', {
    params: { path: { id: '0196a3c2-0000-7000-8000-000000000000' } },
  });
  if (!missing.error) throw new Error('A trip that does not exist was found.');
  const notFound = { status: missing.response.status, code: missing.error.code };

  return {
    trip: { id: read.data._id, title: read.data.title, days: read.data.itinerary.length },
    refusedPaths,
    places: day?.items.map((item) => `${item.time ?? ''} ${item.placeName}`.trim()) ?? [],
    missing: notFound,
  };
}

const [, script, baseUrl, email, password] = process.argv;
if (script && import.meta.url === pathToFileURL(script).href) {
  if (!baseUrl || !email || !password) {
    console.error('Usage: node api-client.ts <server URL> <e-mail> <password>');
    process.exit(2);
  }
  const token = await signIn(baseUrl, { name: email.split('@')[0]!, email, password });
  console.log(await planLisbon(baseUrl, token));
}
