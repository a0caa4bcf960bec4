import { addDays } from '@trilha/shared';
import { userPasskeys } from '../src/db/schema';
import type { TestContext } from './app';
import { createTrip, uniqueEmail, type CreatedUser } from './factories';
import { multipartFile, TINY_PDF } from './multipart';

/**
 * One of everything a trip holds, owned by `me` through the API, plus a trip `other` owns and shares
 * with `me` as a viewer. `ids` names them; `known` gives, by field name, a value that makes sense in a
 * body (an existing participant for `paidBy`, a date inside the trip).
 */
export async function createOwnedResources(ctx: TestContext, me: CreatedUser, other: CreatedUser) {
  const ids: Record<string, string> = {};
  ids.foreignTrip = (await createTrip(ctx, other)).id;
  const start = addDays(new Date().toISOString().slice(0, 10), 30);
  const call = async (method: 'GET' | 'POST', url: string, payload?: object, as = me) => {
    const res = await ctx.app.inject({ method, url: `/api${url}`, payload, headers: as.auth });
    if (res.statusCode >= 300)
      throw new Error(`setup: ${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json() as { _id: string };
  };
  const post = (url: string, payload?: object) => call('POST', url, payload);
  const trip = await post('/trips', {
    title: 'Fuzz',
    destination: { name: 'Lisbon', countryCode: 'PT', lat: 38.72, lon: -9.14 },
    startDate: start,
    endDate: addDays(start, 6),
    budget: 'mid-range',
    currency: 'EUR',
  });
  const base = `/trips/${trip._id}`;
  ids.trip = trip._id;
  await post(`${base}/shares`, { email: other.user.email, role: 'viewer' });
  ids.user = other.user.id;
  const departure = { airport: 'GRU', time: `${addDays(start, -1)}T22:05` };
  const arrival = { airport: 'LIS', time: `${start}T11:40` };
  ids.flight = (
    await post(`${base}/flights`, { airline: 'TAP', flightNumber: 'TP 88', departure, arrival })
  )._id;
  ids.booking = (
    await post(`${base}/bookings`, {
      accommodationName: 'Alfama',
      checkIn: start,
      checkOut: addDays(start, 2),
    })
  )._id;
  ids.tour = (await post(`${base}/tours`, { name: 'Tram 28', date: addDays(start, 1), time: '10:00' }))._id;
  ids.itinerary = (
    await post(`${base}/itinerary`, { date: addDays(start, 1), timeOfDay: 'evening', placeName: 'Fado' })
  )._id;
  ids.group = (await post(`${base}/checklist`, { name: 'Documents' }))._id;
  ids.checklistItem = (await post(`${base}/checklist/${ids.group}/items`, { text: 'Passport' }))._id;
  ids.tip = (await post(`${base}/tips`, { category: 'food', text: 'Bring water' }))._id;
  ids.contact = (
    await post(`${base}/contacts`, { name: 'Hotel', type: 'phone', value: '+351 21 000 0000' })
  )._id;
  ids.participant = (await post(`${base}/participants`, { name: 'Guest' }))._id;
  const invite = (await post(`${base}/invite-links`, { role: 'viewer' })) as { _id: string; token?: string };
  ids.inviteLink = invite._id;
  ids.inviteToken = invite.token!;
  // The trip's public page: /public/trips/{token} opens it.
  const publicLink = await ctx.app.inject({
    method: 'PUT',
    url: `/api${base}/public-link`,
    payload: { includeCosts: true },
    headers: me.auth,
  });
  ids.publicToken = (publicLink.json() as { token: string }).token;
  const expense = { description: 'Dinner', amount: '40', currency: 'EUR', category: 'food', date: start };
  ids.expense = (
    await post(`${base}/expenses`, {
      ...expense,
      paidBy: ids.participant,
      division: 'equal',
      participants: [{ participantId: ids.participant }],
    })
  )._id;
  const ticket = multipartFile(TINY_PDF);
  await ctx.app.inject({
    method: 'PUT',
    url: `/api${base}/flights/${ids.flight}/ticket`,
    payload: ticket.payload,
    headers: { ...ticket.headers, ...me.auth },
  });
  ids.date = addDays(start, 1);
  // A session of the caller's (a sign-in of its own): the sessions routes act on it.
  await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: me.user.email, password: me.password },
  });
  ids.session = ((await call('GET', '/users/sessions')) as unknown as { _id: string }[])[0]!._id;
  // A passkey of the caller's, kept as registration keeps one (a real key is the passkeys tests' business).
  const [passkey] = await ctx.db
    .insert(userPasskeys)
    .values({
      userId: me.user.id,
      credentialId: 'ZnV6ei1wYXNza2V5',
      publicKey: 'cGs',
      deviceType: 'singleDevice',
      name: 'Fuzz key',
    })
    .returning();
  ids.passkey = passkey!.id;
  const feed = (await post('/calendar/feed-url')) as unknown as { url: string };
  ids.feed = feed.url.split('/').pop()!;
  // A notification for the caller: someone shares a trip with them.
  await call('POST', `/trips/${ids.foreignTrip}/shares`, { email: me.user.email, role: 'viewer' }, other);
  ids.notification = ((await call('GET', '/notifications')) as unknown as { _id: string }[])[0]!._id;
  // The agencies module is being rewritten (issue 12): its ids are taken when its routes give them.
  ids.agency = (await post('/agencies', { name: 'Fuzz Travel' }).catch(() => undefined))?._id ?? 'x';
  for (const [kind, key] of [
    ['consultants', 'consultant'],
    ['clients', 'client'],
  ] as const) {
    const person = { email: uniqueEmail(kind), name: 'Someone' };
    ids[key] = (await post(`/agencies/${ids.agency}/${kind}`, person).catch(() => undefined))?._id ?? 'x';
  }
  const byName: Record<string, unknown> = {
    email: other.user.email,
    paidBy: ids.participant,
    participantId: ids.participant,
    date: ids.date,
    startDate: start,
    endDate: addDays(start, 3),
    checkIn: start,
    checkOut: addDays(start, 2),
    currency: 'EUR',
    amount: '12.50',
    flightNumber: 'TP 88',
    type: 'phone',
    value: '+351 21 000 0000',
    bookingLink: 'https://example.com/booking',
    consultantId: ids.consultant,
    departure,
    arrival,
    destination: { name: 'Porto', countryCode: 'PT', lat: 41.15, lon: -8.61 },
  };
  return { ids, known: (name: string): unknown => byName[name] };
}
