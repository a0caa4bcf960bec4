import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripInviteLinks, tripShares } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../../test/app';
import { createTrip, createUser, shareTrip, type CreatedUser } from '../../../../test/factories';

let ctx: TestContext;
let owner: CreatedUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx, { name: 'Olga' });
});
afterAll(() => ctx.close());

type Who = CreatedUser | undefined;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: Who, payload?: object, language = 'en') =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    payload,
    headers: { ...who?.auth, 'accept-language': language },
  });

const createLink = async (tripId: string, body: object = { role: 'viewer' }, who: Who = owner) => {
  const res = await call('POST', `/trips/${tripId}/invite-links`, who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string; token: string; url: string; maxUses: number | null; uses: number };
};
const preview = (token: string, language = 'en') =>
  call('GET', `/invite-links/${token}`, undefined, undefined, language);
const accept = (token: string, who: Who) => call('POST', `/invite-links/${token}/accept`, who);
const usesOf = async (linkId: string) =>
  (await ctx.db.select().from(tripInviteLinks).where(eq(tripInviteLinks.id, linkId)))[0]!.uses;

const UNKNOWN_TOKEN = 'A'.repeat(43);

describe('making and listing invite links', () => {
  it('makes a link with its join URL; the owner and admins list them newest first, revoked ones too', async () => {
    const trip = await createTrip(ctx, owner);
    const admin = await createUser(ctx);
    await shareTrip(ctx, trip.id, admin, 'admin');
    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const first = await createLink(trip.id, { role: 'viewer', expiresAt, maxUses: 1 });
    expect(first).toMatchObject({
      role: 'viewer',
      expiresAt,
      maxUses: 1,
      uses: 0,
      participantId: null,
      guestName: null,
      revokedAt: null,
      state: 'active',
    });
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.url).toBe(`http://trilha.test/join/${first.token}`);
    const second = await createLink(trip.id, { role: 'admin' }, admin);
    expect(second).toMatchObject({ role: 'admin', expiresAt: null, maxUses: null });
    expect((await call('DELETE', `/trips/${trip.id}/invite-links/${first._id}`, admin)).statusCode).toBe(204);

    const list = await call('GET', `/trips/${trip.id}/invite-links`, admin);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject([
      { _id: second._id, state: 'active', revokedAt: null },
      { _id: first._id, state: 'revoked', revokedAt: expect.any(String) },
    ]);
  });

  it('refuses an expiry in the past, a bad role, a bad count and unknown fields, naming the field', async () => {
    const trip = await createTrip(ctx, owner);
    const post = (body: object) => call('POST', `/trips/${trip.id}/invite-links`, owner, body);
    const past = await post({ role: 'viewer', expiresAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().details).toEqual([{ path: 'expiresAt', message: 'Choose a moment in the future.' }]);
    for (const body of [
      { role: 'owner' },
      { role: 'viewer', expiresAt: 'tomorrow' },
      { role: 'viewer', maxUses: 0 },
      { role: 'viewer', maxUses: 1.5 },
      { role: 'viewer', token: 'mine' },
      {},
    ]) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('makes a single-use link for a guest of the costs, and refuses any other participant', async () => {
    const trip = await createTrip(ctx, owner);
    const other = await createTrip(ctx, owner);
    const guest = await addGuest(trip.id, 'Ana');
    const otherGuest = await addGuest(other.id, 'Bia');
    const ownRow = (await participants(trip.id)).find((row) => row.kind === 'user')!._id;

    const link = await createLink(trip.id, { role: 'viewer', participantId: guest });
    expect(link).toMatchObject({ participantId: guest, guestName: 'Ana', maxUses: 1 });
    for (const participantId of [ownRow, otherGuest, 'nobody', '01890000-0000-7000-8000-000000000000']) {
      const res = await call('POST', `/trips/${trip.id}/invite-links`, owner, {
        role: 'viewer',
        participantId,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].path).toBe('participantId');
    }
    const reusable = await call('POST', `/trips/${trip.id}/invite-links`, owner, {
      role: 'viewer',
      participantId: guest,
      maxUses: 5,
    });
    expect(reusable.statusCode).toBe(400);
    expect(reusable.json().details[0].path).toBe('maxUses');
  });

  it("answers 404 LINK_NOT_FOUND when revoking another trip's link or an unknown one", async () => {
    const trip = await createTrip(ctx, owner);
    const other = await createTrip(ctx, owner);
    const link = await createLink(other.id);
    for (const linkId of [link._id, 'x', '01890000-0000-7000-8000-000000000000']) {
      const res = await call('DELETE', `/trips/${trip.id}/invite-links/${linkId}`, owner);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('LINK_NOT_FOUND');
    }
    expect((await preview(link.token)).statusCode).toBe(200);
  });
});

describe('opening a link (public)', () => {
  it('answers the trip title, role and who invited, without signing in', async () => {
    const trip = await createTrip(ctx, owner, { title: 'Açores' });
    const link = await createLink(trip.id, { role: 'admin' });
    const res = await preview(link.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ tripTitle: 'Açores', role: 'admin', invitedBy: 'Olga', guestName: null });
  });

  it("names the guest a guest's link is for", async () => {
    const trip = await createTrip(ctx, owner);
    const link = await createLink(trip.id, { role: 'viewer', participantId: await addGuest(trip.id, 'Ana') });
    expect((await preview(link.token)).json()).toMatchObject({ guestName: 'Ana' });
  });

  it('answers 404 LINK_NOT_FOUND for an unknown token, in the reader’s language', async () => {
    for (const token of [UNKNOWN_TOKEN, 'short', `${'A'.repeat(42)}!`]) {
      const res = await preview(token);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('LINK_NOT_FOUND');
    }
    expect((await preview(UNKNOWN_TOKEN, 'pt')).json().message).toBe(
      'Este link de convite não existe. Peça um novo.',
    );
    expect((await accept(UNKNOWN_TOKEN, await createUser(ctx))).json().code).toBe('LINK_NOT_FOUND');
  });

  it('answers 410 LINK_REVOKED for a revoked link, to opening and to accepting', async () => {
    const trip = await createTrip(ctx, owner);
    const link = await createLink(trip.id);
    await call('DELETE', `/trips/${trip.id}/invite-links/${link._id}`, owner);
    const opened = await preview(link.token, 'es');
    expect(opened.statusCode).toBe(410);
    expect(opened.json()).toMatchObject({
      statusCode: 410,
      code: 'LINK_REVOKED',
      error: 'Gone',
      message: 'Este enlace de invitación fue revocado. Pide uno nuevo.',
    });
    const friend = await createUser(ctx);
    const accepted = await accept(link.token, friend);
    expect(accepted.statusCode).toBe(410);
    expect(accepted.json().code).toBe('LINK_REVOKED');
    expect((await call('GET', `/trips/${trip.id}`, friend)).statusCode).toBe(404);
  });

  it('answers 410 LINK_EXPIRED once the expiry has passed', async () => {
    const trip = await createTrip(ctx, owner);
    const link = await createLink(trip.id, {
      role: 'viewer',
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await ctx.db
      .update(tripInviteLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tripInviteLinks.id, link._id));
    expect((await preview(link.token)).json().code).toBe('LINK_EXPIRED');
    const res = await accept(link.token, await createUser(ctx));
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('LINK_EXPIRED');
    const list = await call('GET', `/trips/${trip.id}/invite-links`, owner);
    expect(list.json()[0].state).toBe('expired');
  });
});

describe('accepting a link', () => {
  it('needs a signed-in caller', async () => {
    const trip = await createTrip(ctx, owner);
    const link = await createLink(trip.id);
    expect((await accept(link.token, undefined)).statusCode).toBe(401);
  });

  it('joins with the link’s role, answers the trip, tells the owner; a single-use link then says LINK_USED_UP', async () => {
    const trip = await createTrip(ctx, owner, { title: 'Lisboa' });
    const link = await createLink(trip.id, { role: 'admin', maxUses: 1 });
    const friend = await createUser(ctx, { name: 'Fernando' });
    const res = await accept(link.token, friend);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: trip.id, title: 'Lisboa', myRole: 'admin' });
    expect(res.json().sharedUsers).toContainEqual(
      expect.objectContaining({ userId: friend.user.id, role: 'admin' }),
    );
    expect(await usesOf(link._id)).toBe(1);
    const detail = await call('GET', `/trips/${trip.id}`, friend);
    expect(detail.json().myRole).toBe('admin');

    const told = (await call('GET', '/notifications', owner, undefined, 'en')).json()[0];
    expect(told).toMatchObject({
      kind: 'trip-joined',
      message: 'Fernando joined “Lisboa” as administrator through an invite link.',
      link: `/trips/${trip.id}`,
    });

    const second = await accept(link.token, await createUser(ctx));
    expect(second.statusCode).toBe(410);
    expect(second.json().code).toBe('LINK_USED_UP');
    expect((await preview(link.token)).json().code).toBe('LINK_USED_UP');
  });

  it('lets exactly one of many concurrent callers in through a single-use link', async () => {
    const trip = await createTrip(ctx, owner);
    const link = await createLink(trip.id, { role: 'viewer', maxUses: 1 });
    const callers = await Promise.all(Array.from({ length: 6 }, () => createUser(ctx)));
    const answers = await Promise.all(callers.map((caller) => accept(link.token, caller)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 410, 410, 410, 410, 410]);
    expect(answers.filter((res) => res.statusCode === 410).map((res) => res.json().code)).toEqual(
      Array(5).fill('LINK_USED_UP'),
    );
    expect(await usesOf(link._id)).toBe(1);
    const shares = await ctx.db.select().from(tripShares).where(eq(tripShares.tripId, trip.id));
    expect(shares).toHaveLength(1);
  });

  it('lets a reusable link in up to its count, and an unlimited one any number of times', async () => {
    const trip = await createTrip(ctx, owner);
    const capped = await createLink(trip.id, { role: 'viewer', maxUses: 2 });
    const open = await createLink(trip.id, { role: 'viewer' });
    const people = await Promise.all(Array.from({ length: 4 }, () => createUser(ctx)));
    expect((await accept(capped.token, people[0])).statusCode).toBe(200);
    expect((await accept(capped.token, people[1])).statusCode).toBe(200);
    expect((await accept(capped.token, people[2])).json().code).toBe('LINK_USED_UP');
    expect((await accept(open.token, people[2])).statusCode).toBe(200);
    expect((await accept(open.token, people[3])).statusCode).toBe(200);
    expect(await usesOf(open._id)).toBe(2);
  });

  it('leaves members as they are without using the link, but raises a viewer to admin', async () => {
    const trip = await createTrip(ctx, owner);
    const viewer = await createUser(ctx);
    const admin = await createUser(ctx);
    await shareTrip(ctx, trip.id, viewer, 'viewer');
    await shareTrip(ctx, trip.id, admin, 'admin');
    const viewerLink = await createLink(trip.id, { role: 'viewer', maxUses: 1 });
    const adminLink = await createLink(trip.id, { role: 'admin', maxUses: 1 });

    expect((await accept(viewerLink.token, owner)).json().myRole).toBe('owner');
    expect((await accept(viewerLink.token, viewer)).json().myRole).toBe('viewer');
    expect((await accept(viewerLink.token, admin)).json().myRole).toBe('admin');
    expect((await accept(adminLink.token, owner)).json().myRole).toBe('owner');
    expect(await usesOf(viewerLink._id)).toBe(0);
    expect(await usesOf(adminLink._id)).toBe(0);

    expect((await accept(adminLink.token, viewer)).json().myRole).toBe('admin');
    expect(await usesOf(adminLink._id)).toBe(1);
  });
});

describe('guests becoming members', () => {
  it('turns the guest into the person who joins by the guest’s link, balances unchanged', async () => {
    const trip = await createTrip(ctx, owner);
    const me = await ownParticipant(trip.id);
    const guest = await addGuest(trip.id, 'Ana');
    await addExpense(trip.id, { amount: '90.00', paidBy: guest, participants: [me, guest] });
    await addExpense(trip.id, { amount: '31.00', paidBy: me, participants: [me, guest] });
    const before = await balances(trip.id);

    const link = await createLink(trip.id, { role: 'viewer', participantId: guest });
    const ana = await createUser(ctx, { name: 'Ana Souza' });
    expect((await accept(link.token, ana)).statusCode).toBe(200);

    expect(await balances(trip.id)).toEqual(before);
    const rows = await participants(trip.id);
    expect(rows.find((row) => row._id === guest)).toEqual({
      _id: guest,
      name: 'Ana Souza',
      kind: 'user',
      userId: ana.user.id,
    });
    expect(rows.filter((row) => row.kind === 'guest')).toEqual([]);
    expect((await preview(link.token)).json().code).toBe('LINK_USED_UP');
  });

  it('merges the guest into a member who already takes part in the costs, balances summed exactly', async () => {
    const trip = await createTrip(ctx, owner);
    const bea = await createUser(ctx, { name: 'Bea' });
    await shareTrip(ctx, trip.id, bea, 'viewer');
    const me = await ownParticipant(trip.id);
    const beaRow = (await participants(trip.id)).find((row) => row.userId === bea.user.id)!._id;
    const guest = await addGuest(trip.id, 'Bea (guest)');
    const both = await addExpense(trip.id, {
      amount: '100.00',
      paidBy: guest,
      participants: [me, beaRow, guest],
    });
    await addExpense(trip.id, { amount: '45.50', paidBy: beaRow, participants: [guest, me] });
    await addExpense(trip.id, { amount: '12.00', paidBy: me, participants: [guest] });
    const before = await balances(trip.id);
    const total = (await summary(trip.id)).total;

    const link = await createLink(trip.id, { role: 'admin', participantId: guest });
    const res = await accept(link.token, bea);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().myRole).toBe('admin');

    const after = await balances(trip.id);
    expect(after[guest]).toBeUndefined();
    expect(after[me]).toBe(before[me]);
    expect(after[beaRow]).toBeCloseTo(before[beaRow]! + before[guest]!, 2);
    expect(Object.values(after).reduce((a, b) => a + b, 0)).toBeCloseTo(0, 2);
    expect((await summary(trip.id)).total).toBe(total);
    expect((await participants(trip.id)).some((row) => row._id === guest)).toBe(false);

    const merged = (await call('GET', `/trips/${trip.id}/expenses/${both}`, owner)).json();
    expect(merged).toMatchObject({ paidBy: beaRow, division: 'unequal' });
    expect(merged.participants).toHaveLength(2);
    const shareOf = (id: string) =>
      Number(merged.participants.find((p: { participantId: string }) => p.participantId === id).share);
    expect(shareOf(beaRow)).toBeCloseTo(66.66, 2);
    expect(shareOf(me)).toBeCloseTo(33.34, 2);
    // The used link still says it was used, though its guest is gone.
    expect((await preview(link.token)).json().code).toBe('LINK_USED_UP');
    expect(await usesOf(link._id)).toBe(1);
  });

  it('carries the guest’s payments, receipt lines, stays, flights and presets over to the member (issue 35)', async () => {
    const trip = await createTrip(ctx, owner);
    const tripRow = (await call('GET', `/trips/${trip.id}`, owner)).json();
    const bea = await createUser(ctx, { name: 'Bea' });
    await shareTrip(ctx, trip.id, bea, 'viewer');
    const me = await ownParticipant(trip.id);
    const beaRow = (await participants(trip.id)).find((row) => row.userId === bea.user.id)!._id;
    const guest = await addGuest(trip.id, 'Bea (guest)');
    const base = { currency: tripRow.currency, category: 'food', date: tripRow.startDate };
    const post = async (path: string, body: object) => {
      const res = await call('POST', `/trips/${trip.id}${path}`, owner, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json()._id as string;
    };
    // Bea and her guest self both paid one dinner; the guest alone had a line of a receipt.
    const dinner = await post('/expenses', {
      ...base,
      description: 'Dinner',
      amount: '90.00',
      payers: [
        { participantId: beaRow, amount: '40.00' },
        { participantId: guest, amount: '50.00' },
      ],
      division: 'equal',
      participants: [{ participantId: me }, { participantId: beaRow }, { participantId: guest }],
    });
    const receipt = await post('/expenses', {
      ...base,
      description: 'Market',
      amount: '30.00',
      paidBy: me,
      division: 'itemised',
      lines: [
        { description: 'Cheese', amount: '20.00', participants: [me] },
        { description: 'Wine', amount: '10.00', participants: [guest] },
      ],
    });
    const stay = await post('/bookings', {
      accommodationName: 'Casa',
      checkIn: tripRow.startDate,
      checkOut: tripRow.endDate,
      participants: [guest, beaRow],
    });
    const flight = await post('/flights', {
      airline: 'TAP',
      flightNumber: 'TP88',
      departure: { airport: 'GRU', time: `${tripRow.startDate}T08:00` },
      arrival: { airport: 'LIS', time: `${tripRow.startDate}T20:00` },
      passengers: [{ name: 'Bea', participantId: guest }],
    });
    const preset = await post('/split-presets', {
      name: 'Couples',
      units: [
        { participantIds: [me], weight: 1 },
        { participantIds: [guest], weight: 1 },
      ],
    });
    const before = await balances(trip.id);

    const link = await createLink(trip.id, { role: 'viewer', participantId: guest });
    const res = await accept(link.token, bea);
    expect(res.statusCode, res.body).toBe(200);

    const after = await balances(trip.id);
    expect(after[beaRow]).toBeCloseTo(before[beaRow]! + before[guest]!, 2);
    const read = async (path: string) => (await call('GET', `/trips/${trip.id}${path}`, owner)).json();
    const paid = await read(`/expenses/${dinner}`);
    expect(paid.paidBy).toBe(beaRow);
    expect(paid.payers ?? []).toEqual([]);
    const lines = (await read(`/expenses/${receipt}`)).lines as { participants: string[] }[];
    expect(lines.map((line) => line.participants)).toEqual([[me], [beaRow]]);
    expect((await read(`/bookings/${stay}`)).participants).toEqual([beaRow]);
    expect((await read(`/flights/${flight}`)).passengers[0].participantId).toBe(beaRow);
    const presets = (await read('/split-presets')) as {
      _id: string;
      units: { participantIds: string[] }[];
    }[];
    expect(presets.find((row) => row._id === preset)!.units.map((unit) => unit.participantIds)).toEqual([
      [me],
      [beaRow],
    ]);
  });

  it('takes over a guest shared by e-mail with participantId; a wrong participantId is a 400 naming it', async () => {
    const trip = await createTrip(ctx, owner);
    const me = await ownParticipant(trip.id);
    const guest = await addGuest(trip.id, 'Caio');
    await addExpense(trip.id, { amount: '20.00', paidBy: me, participants: [me, guest] });
    const before = await balances(trip.id);
    const caio = await createUser(ctx, { name: 'Caio Lima' });

    const wrong = await call('POST', `/trips/${trip.id}/shares`, owner, {
      email: caio.user.email,
      role: 'viewer',
      participantId: me,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0].path).toBe('participantId');
    expect((await call('GET', `/trips/${trip.id}`, caio)).statusCode).toBe(404);

    const nobody = await call('POST', `/trips/${trip.id}/shares`, owner, {
      email: 'nobody-here@example.com',
      role: 'viewer',
      participantId: guest,
    });
    expect(nobody.json().code).toBe('USER_NOT_FOUND');

    const res = await call('POST', `/trips/${trip.id}/shares`, owner, {
      email: caio.user.email,
      role: 'viewer',
      participantId: guest,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await balances(trip.id)).toEqual(before);
    expect((await participants(trip.id)).find((row) => row._id === guest)).toMatchObject({
      kind: 'user',
      userId: caio.user.id,
      name: 'Caio Lima',
    });
  });
});

// ---- helpers ----
async function addGuest(tripId: string, name: string): Promise<string> {
  const res = await call('POST', `/trips/${tripId}/participants`, owner, { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id;
}

async function participants(tripId: string) {
  return (await call('GET', `/trips/${tripId}/participants`, owner)).json() as {
    _id: string;
    name: string;
    kind: 'user' | 'guest';
    userId: string | null;
  }[];
}

async function ownParticipant(tripId: string): Promise<string> {
  return (await participants(tripId)).find((row) => row.userId === owner.user.id)!._id;
}

async function addExpense(tripId: string, e: { amount: string; paidBy: string; participants: string[] }) {
  const trip = (await call('GET', `/trips/${tripId}`, owner)).json();
  const res = await call('POST', `/trips/${tripId}/expenses`, owner, {
    description: 'Shared',
    amount: e.amount,
    currency: trip.currency,
    category: 'food',
    date: trip.startDate,
    paidBy: e.paidBy,
    division: 'equal',
    participants: e.participants.map((participantId) => ({ participantId })),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id as string;
}

async function summary(tripId: string) {
  return (await call('GET', `/trips/${tripId}/expenses/summary`, owner)).json() as {
    total: number;
    byParticipant: { participantId: string; balance: number }[];
  };
}

/** Each participant's balance, by id (people with nothing to settle included). */
async function balances(tripId: string): Promise<Record<string, number>> {
  return Object.fromEntries(
    (await summary(tripId)).byParticipant.map((row) => [row.participantId, row.balance]),
  );
}

describe('mailing an invite link', () => {
  it('mails the link, in the invitee’s language when they have an account, and names the guest it is for', async () => {
    const trip = await createTrip(ctx, owner);
    const stranger = `stranger-${Date.now()}@example.com`;
    const link = await createLink(trip.id, { role: 'viewer', email: stranger });
    const mail = ctx.mail.find((message) => message.to === stranger)!;
    expect(mail.subject).toBe(`Olga convida você para “${trip.title}” no Trilha`);
    expect(mail.text).toContain('Olá.');
    expect(mail.links).toEqual([link.url]);

    const guest = await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${trip.id}/participants`,
      headers: owner.auth,
      payload: { name: 'Ana' },
    });
    expect(guest.statusCode, guest.body).toBe(201);
    const reader = await createUser(ctx, { name: 'Renata', language: 'es' });
    const forAna = await createLink(trip.id, {
      role: 'viewer',
      participantId: guest.json()._id,
      email: reader.user.email,
    });
    const spanish = ctx.mail.find((message) => message.to === reader.user.email)!;
    expect(spanish.subject).toBe(`Olga te invita a “${trip.title}” en Trilha`);
    expect(spanish.text).toContain('Hola, Renata.');
    expect(spanish.text).toContain('En los gastos del viaje eres “Ana”');
    expect(spanish.links).toEqual([forAna.url]);
  });

  it('refuses a malformed e-mail, and mails at most the limit per person', async () => {
    const limited = await createTestApp({ rateLimits: { inviteMailsPerUser: { max: 2, window: 60_000 } } });
    try {
      const me = await createUser(limited);
      const trip = await createTrip(limited, me);
      const post = (payload: object) =>
        limited.app.inject({
          method: 'POST',
          url: `/api/trips/${trip.id}/invite-links`,
          headers: me.auth,
          payload,
        });
      const bad = await post({ role: 'viewer', email: 'not an e-mail' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details?.[0]?.path ?? bad.body).toContain('email');
      for (const n of [1, 2]) {
        expect((await post({ role: 'viewer', email: `friend${n}@example.com` })).statusCode).toBe(201);
      }
      expect((await post({ role: 'viewer', email: 'friend3@example.com' })).statusCode).toBe(429);
      // A link without a mail is not counted.
      expect((await post({ role: 'viewer' })).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
