import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser, shareTrip, type CreatedUser } from '../../../test/factories';

/** Issue 35, the money part: several payers, itemised receipts, split presets, settling in another currency. */

let ctx: TestContext;
let owner: CreatedUser;
let friend: CreatedUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx, { name: 'Ana', language: 'en' });
  friend = await createUser(ctx, { name: 'Bruno' });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: owner.auth });

/** A trip in BRL with Ana (owner), Bruno (admin) and the guests Carla and Dora. */
async function groupTrip() {
  const trip = await createTrip(ctx, owner, {
    startDate: '2027-03-01',
    endDate: '2027-03-07',
    currency: 'BRL',
  });
  await shareTrip(ctx, trip.id, friend, 'admin');
  const base = `/api/trips/${trip.id}`;
  const carla = (await call('POST', `${base}/participants`, { name: 'Carla' })).json()._id as string;
  const dora = (await call('POST', `${base}/participants`, { name: 'Dora' })).json()._id as string;
  const people = (await call('GET', `${base}/participants`)).json() as { _id: string; name: string }[];
  const id = (name: string) => people.find((person) => person.name === name)!._id;
  return { base, ana: id('Ana'), bruno: id('Bruno'), carla, dora };
}

const dinner = (extra: object) => ({
  description: 'Dinner',
  amount: '100.00',
  currency: 'BRL',
  category: 'food',
  date: '2027-03-01',
  division: 'equal',
  ...extra,
});

type Person = { participantId: string; paid: number; owes: number; balance: number };
const summaryOf = async (base: string) => {
  const summary = (await call('GET', `${base}/expenses/summary`)).json();
  const person = (id: string) => summary.byParticipant.find((row: Person) => row.participantId === id);
  return { summary, person };
};

describe('several payers', () => {
  it('stores who paid what, answers the first as paidBy and credits each in the balances', async () => {
    const { base, ana, bruno, carla } = await groupTrip();
    const res = await call(
      'POST',
      `${base}/expenses`,
      dinner({
        payers: [
          { participantId: bruno, amount: '60.00' },
          { participantId: ana, amount: '40.00' },
        ],
        participants: [{ participantId: ana }, { participantId: bruno }, { participantId: carla }],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      paidBy: bruno,
      payers: [
        { participantId: bruno, amount: 60 },
        { participantId: ana, amount: 40 },
      ],
      lines: [],
      tax: 0,
      tip: 0,
    });
    const { summary, person } = await summaryOf(base);
    expect(person(bruno)).toMatchObject({ paid: 60, owes: 33.33, balance: 26.67 });
    // The leftover cent goes to the first sharer, Ana.
    expect(person(ana)).toMatchObject({ paid: 40, owes: 33.34, balance: 6.66 });
    expect(person(carla)).toMatchObject({ paid: 0, owes: 33.33, balance: -33.33 });
    expect(summary.settlements).toEqual([
      { from: carla, to: bruno, amount: 26.67 },
      { from: carla, to: ana, amount: 6.66 },
    ]);
    // Filtering by person finds the second payer too.
    const anas = await call('GET', `${base}/expenses?participantId=${ana}`);
    expect(anas.json()).toHaveLength(1);
  });

  it('refuses one payer in the list, payers not adding up, twice the same and strangers', async () => {
    const { base, ana, bruno } = await groupTrip();
    const other = await groupTrip();
    const post = (payers: object[]) =>
      call('POST', `${base}/expenses`, dinner({ payers, participants: [{ participantId: ana }] }));
    const details = async (payers: object[]) => (await post(payers)).json().details;
    expect(await details([{ participantId: ana, amount: '100.00' }])).toEqual([
      { path: 'payers', message: 'Several payers means at least two people.' },
    ]);
    expect(
      await details([
        { participantId: ana, amount: '50.00' },
        { participantId: bruno, amount: '49.99' },
      ]),
    ).toEqual([{ path: 'payers', message: 'What the payers paid must add up to the amount.' }]);
    expect(
      await details([
        { participantId: ana, amount: '50.00' },
        { participantId: ana, amount: '50.00' },
      ]),
    ).toEqual([{ path: 'payers', message: 'Each person can appear only once.' }]);
    expect(
      await details([
        { participantId: ana, amount: '50.00' },
        { participantId: other.bruno, amount: '50.00' },
      ]),
    ).toEqual([{ path: 'payers.1.participantId', message: 'This person is not part of the trip.' }]);
    const noPayer = await call(
      'POST',
      `${base}/expenses`,
      dinner({ participants: [{ participantId: ana }] }),
    );
    expect(noPayer.json().details).toEqual([{ path: 'paidBy', message: 'Required Field' }]);
  });

  it('switches between several payers and one on a partial update, and takes back its own answer', async () => {
    const { base, ana, bruno, carla } = await groupTrip();
    const created = (
      await call(
        'POST',
        `${base}/expenses`,
        dinner({ paidBy: ana, participants: [{ participantId: ana }, { participantId: bruno }] }),
      )
    ).json();
    const url = `${base}/expenses/${created._id}`;
    const several = await call('PUT', url, {
      payers: [
        { participantId: carla, amount: 70 },
        { participantId: bruno, amount: 30 },
      ],
    });
    expect(several.statusCode, several.body).toBe(200);
    expect(several.json()).toMatchObject({
      paidBy: carla,
      payers: [{ participantId: carla }, { participantId: bruno }],
    });
    // The whole answer sent back unchanged is a valid update.
    const echoed = await call('PUT', url, several.json());
    expect(echoed.statusCode, echoed.body).toBe(200);
    // More than the payers' sum: they must be given again.
    const more = await call('PUT', url, { amount: 120 });
    expect(more.json().details).toEqual([
      { path: 'payers', message: 'What the payers paid must add up to the amount.' },
    ]);
    const one = await call('PUT', url, { paidBy: bruno, amount: 120 });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ paidBy: bruno, payers: [], amount: 120 });
  });

  it('keeps a guest who paid with others from being removed', async () => {
    const { base, ana, dora } = await groupTrip();
    await call(
      'POST',
      `${base}/expenses`,
      dinner({
        payers: [
          { participantId: ana, amount: 50 },
          { participantId: dora, amount: 50 },
        ],
        participants: [{ participantId: ana }],
      }),
    );
    const removed = await call('DELETE', `${base}/participants/${dora}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().code).toBe('PARTICIPANT_HAS_EXPENSES');
  });
});

describe('itemised receipts', () => {
  it('splits each line among its people and spreads tax and tip by subtotal', async () => {
    const { base, ana, bruno, carla } = await groupTrip();
    const receipt = dinner({
      paidBy: ana,
      division: 'itemised',
      amount: '110.00',
      lines: [
        { description: 'Steak', amount: '60.00', participants: [ana] },
        { description: 'Wine', amount: '30.00', participants: [ana, bruno, carla] },
        { description: 'Salad', amount: '10.00', participants: [carla] },
      ],
      tax: '4.00',
      tip: '6.00',
    });
    const res = await call('POST', `${base}/expenses`, receipt);
    expect(res.statusCode, res.body).toBe(201);
    // Subtotals 70, 10, 20 of 100: the 10 of tax and tip → 7, 1, 2.
    expect(res.json()).toMatchObject({
      division: 'itemised',
      tax: 4,
      tip: 6,
      participants: [
        { participantId: ana, share: 77 },
        { participantId: bruno, share: 11 },
        { participantId: carla, share: 22 },
      ],
      lines: [
        { description: 'Steak', amount: 60, participants: [ana] },
        { description: 'Wine', amount: 30, participants: [ana, bruno, carla] },
        { description: 'Salad', amount: 10, participants: [carla] },
      ],
    });
    const { person } = await summaryOf(base);
    expect(person(carla)).toMatchObject({ owes: 22, balance: -22 });

    const url = `${base}/expenses/${res.json()._id}`;
    expect((await call('PUT', url, res.json())).statusCode).toBe(200);
    const equal = await call('PUT', url, {
      division: 'equal',
      participants: [{ participantId: ana }, { participantId: bruno }],
    });
    expect(equal.statusCode, equal.body).toBe(200);
    expect(equal.json()).toMatchObject({ division: 'equal', lines: [], tax: 0, tip: 0 });
  });

  it('refuses lines that do not add up, no lines, a line without people and lines on another division', async () => {
    const { base, ana } = await groupTrip();
    const other = await groupTrip();
    const details = async (extra: object) =>
      (await call('POST', `${base}/expenses`, dinner({ paidBy: ana, division: 'itemised', ...extra }))).json()
        .details;
    const line = (amount: string, participants = [ana]) => ({ description: 'Item', amount, participants });
    expect(await details({ lines: [line('90.00')], tip: '9.99' })).toEqual([
      { path: 'lines', message: 'The lines plus tax and tip must add up to the amount.' },
    ]);
    expect(await details({ lines: [] })).toEqual([{ path: 'lines', message: "Add the receipt's lines." }]);
    expect(await details({ lines: [line('100.00', [])] })).toEqual([
      { path: 'lines.0.participants', message: 'Choose who shares this expense.' },
    ]);
    expect(await details({ lines: [line('100.00', [other.ana])] })).toEqual([
      { path: 'lines.0.participants.0', message: 'This person is not part of the trip.' },
    ]);
    expect(
      (
        await call(
          'POST',
          `${base}/expenses`,
          dinner({ paidBy: ana, participants: [{ participantId: ana }], tip: '5.00' }),
        )
      ).json().details,
    ).toEqual([{ path: 'lines', message: 'Lines, tax and tip belong to an itemised receipt.' }]);
  });
});

describe('settling up in another currency', () => {
  it('records the rate of a settlement paid in another currency and clears the balance with it', async () => {
    const { base, ana, bruno } = await groupTrip();
    await call(
      'POST',
      `${base}/expenses`,
      dinner({
        paidBy: ana,
        amount: '110.00',
        participants: [{ participantId: ana }, { participantId: bruno }],
      }),
    );
    // Bruno owes R$ 55 and pays $10 at 5.5.
    const settled = await call('POST', `${base}/expenses`, {
      kind: 'settlement',
      description: 'Settlement',
      amount: '10.00',
      currency: 'USD',
      rate: '5.5',
      category: 'other',
      date: '2027-03-02',
      paidBy: bruno,
      division: 'unequal',
      participants: [{ participantId: ana, share: '10.00' }],
    });
    expect(settled.statusCode, settled.body).toBe(201);
    expect(settled.json()).toMatchObject({ currency: 'USD', rate: 5.5, rateCurrency: 'BRL', rateDate: null });
    const { summary, person } = await summaryOf(base);
    expect(summary.total).toBe(110);
    expect(person(bruno)).toMatchObject({ settled: 55, balance: 0 });
    expect(summary.settlements).toEqual([]);

    const twoPayers = await call('POST', `${base}/expenses`, {
      kind: 'settlement',
      description: 'Settlement',
      amount: '10.00',
      currency: 'BRL',
      category: 'other',
      date: '2027-03-02',
      payers: [
        { participantId: bruno, amount: '5.00' },
        { participantId: ana, amount: '5.00' },
      ],
      division: 'unequal',
      participants: [{ participantId: ana, share: '10.00' }],
    });
    expect(twoPayers.json().details).toContainEqual({
      path: 'payers',
      message: 'A settlement is paid by one person.',
    });
  });
});

describe('split presets', () => {
  it('are listed, made, changed and deleted, and lose a guest removed from the trip', async () => {
    const { base, ana, bruno, carla, dora } = await groupTrip();
    const made = await call('POST', `${base}/split-presets`, {
      name: 'Couples',
      units: [
        { participantIds: [ana, bruno], weight: 1 },
        { participantIds: [carla], weight: 1 },
        { participantIds: [dora], weight: 1 },
      ],
    });
    expect(made.statusCode, made.body).toBe(201);
    const preset = made.json();
    expect(preset).toMatchObject({
      name: 'Couples',
      units: [{ participantIds: [ana, bruno], weight: 1 }, {}, {}],
    });
    const url = `${base}/split-presets/${preset._id}`;

    const renamed = await call('PUT', url, { name: 'The couple and friends' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'The couple and friends', units: preset.units });

    expect((await call('DELETE', `${base}/participants/${dora}`)).statusCode).toBe(204);
    const [listed] = (await call('GET', `${base}/split-presets`)).json();
    expect(listed.units).toEqual([
      { participantIds: [ana, bruno], weight: 1 },
      { participantIds: [carla], weight: 1 },
    ]);

    expect((await call('DELETE', url)).statusCode).toBe(204);
    expect((await call('DELETE', url)).json().code).toBe('SPLIT_PRESET_NOT_FOUND');
    expect((await call('GET', `${base}/split-presets`)).json()).toEqual([]);
  });

  it('refuses strangers, a person in two units and weights that are not whole numbers', async () => {
    const { base, ana, bruno } = await groupTrip();
    const other = await groupTrip();
    const details = async (units: object[]) =>
      (await call('POST', `${base}/split-presets`, { name: 'P', units })).json().details;
    expect(await details([{ participantIds: [ana, other.ana], weight: 1 }])).toEqual([
      { path: 'units.0.participantIds.1', message: 'This person is not part of the trip.' },
    ]);
    expect(
      await details([
        { participantIds: [ana], weight: 1 },
        { participantIds: [ana, bruno], weight: 2 },
      ]),
    ).toEqual([{ path: 'units', message: 'Each person can appear only once.' }]);
    expect(await details([{ participantIds: [ana], weight: 1.5 }])).toEqual([
      { path: 'units.0.weight', message: 'Enter a whole number from 1 to 1000.' },
    ]);
  });
});
