import type { Expense, ExpenseSummary, Participant, SplitPreset } from '@trilha/shared';
import { screen } from '@testing-library/react';
import { ADMIN_SHARE, makeTrip, OWNER_SHARE, signedInApi, VIEWER_SHARE } from '../trips/trip-fixtures';

/** The people of the Lisbon trip (EUR, July 1–10): its three users and one guest. */
export const ANA: Participant = {
  _id: 'p-ana',
  name: OWNER_SHARE.name,
  kind: 'user',
  userId: OWNER_SHARE.userId,
};
export const CARLA: Participant = {
  _id: 'p-carla',
  name: ADMIN_SHARE.name,
  kind: 'user',
  userId: ADMIN_SHARE.userId,
};
export const DAVI: Participant = {
  _id: 'p-davi',
  name: VIEWER_SHARE.name,
  kind: 'user',
  userId: VIEWER_SHARE.userId,
};
export const BRUNO: Participant = { _id: 'p-bruno', name: 'Bruno Costa', kind: 'guest', userId: null };
export const PARTICIPANTS: Participant[] = [ANA, CARLA, DAVI, BRUNO];

export function makeExpense(overrides: Partial<Expense> = {}): Expense {
  return {
    _id: 'expense-1',
    kind: 'expense',
    description: 'Dinner in Alfama',
    amount: 90,
    currency: 'EUR',
    category: 'food',
    date: '2026-07-02',
    paidBy: ANA._id,
    payers: [],
    division: 'equal',
    participants: [
      { participantId: ANA._id, share: 30 },
      { participantId: CARLA._id, share: 30 },
      { participantId: BRUNO._id, share: 30 },
    ],
    lines: [],
    tax: 0,
    tip: 0,
    rate: null,
    rateCurrency: null,
    rateDate: null,
    source: null,
    createdAt: '2026-07-02T21:00:00.000Z',
    ...overrides,
  };
}

/** A dinner, a taxi paid in dollars (ECB rate), a hotel night and a settlement, in date order. */
export const HOTEL_NIGHT = makeExpense({
  _id: 'expense-3',
  description: 'Hotel night',
  amount: 300,
  category: 'lodging',
  date: '2026-07-01',
  paidBy: BRUNO._id,
  participants: PARTICIPANTS.map((person) => ({ participantId: person._id, share: 75 })),
});
export const DINNER = makeExpense();
export const TAXI = makeExpense({
  _id: 'expense-2',
  description: 'Taxi to Sintra',
  amount: 50,
  currency: 'USD',
  category: 'transportation',
  date: '2026-07-03',
  paidBy: CARLA._id,
  division: 'unequal',
  participants: [
    { participantId: CARLA._id, share: 20 },
    { participantId: BRUNO._id, share: 30 },
  ],
  rate: 0.92,
  rateCurrency: 'EUR',
  rateDate: '2026-07-02',
});
export const SETTLEMENT = makeExpense({
  _id: 'expense-4',
  kind: 'settlement',
  description: 'Settlement',
  amount: 10,
  category: 'other',
  date: '2026-07-05',
  paidBy: CARLA._id,
  division: 'unequal',
  participants: [{ participantId: ANA._id, share: 10 }],
});
export const EXPENSES: Expense[] = [HOTEL_NIGHT, DINNER, TAXI, SETTLEMENT];

export function makeSummary(overrides: Partial<ExpenseSummary> = {}): ExpenseSummary {
  return {
    currency: 'EUR',
    total: 436,
    budget: 1000,
    byCategory: [
      { category: 'lodging', amount: 300 },
      { category: 'food', amount: 90 },
      { category: 'transportation', amount: 46 },
    ],
    byDay: [
      { date: '2026-07-01', amount: 300 },
      { date: '2026-07-02', amount: 90 },
      { date: '2026-07-03', amount: 46 },
    ],
    byParticipant: [
      { participantId: ANA._id, name: ANA.name, paid: 90, owes: 105, settled: -10, balance: -25 },
      { participantId: CARLA._id, name: CARLA.name, paid: 46, owes: 123.4, settled: 10, balance: -67.4 },
      { participantId: DAVI._id, name: DAVI.name, paid: 0, owes: 75, settled: 0, balance: -75 },
      { participantId: BRUNO._id, name: BRUNO.name, paid: 300, owes: 132.6, settled: 0, balance: 167.4 },
    ],
    settlements: [
      { from: DAVI._id, to: BRUNO._id, amount: 75 },
      { from: CARLA._id, to: BRUNO._id, amount: 67.4 },
      { from: ANA._id, to: BRUNO._id, amount: 25 },
    ],
    rateDates: ['2026-07-02'],
    unconverted: [],
    planned: 0,
    plannedItems: [],
    ...overrides,
  };
}

/** A trip that has people but no expenses yet. */
export const EMPTY_SUMMARY = makeSummary({
  total: 0,
  byCategory: [],
  byDay: [],
  byParticipant: PARTICIPANTS.map((person) => ({
    participantId: person._id,
    name: person.name,
    paid: 0,
    owes: 0,
    settled: 0,
    balance: 0,
  })),
  settlements: [],
  rateDates: [],
});

/** A saved way of splitting: by default Ana and Bruno as one unit beside Carla with twice their part. */
export function makePreset(overrides: Partial<SplitPreset> = {}): SplitPreset {
  return {
    _id: 'preset-1',
    name: 'Couple and Carla',
    units: [
      { participantIds: [ANA._id, BRUNO._id], weight: 1 },
      { participantIds: [CARLA._id], weight: 2 },
    ],
    createdAt: '2026-07-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The routes the expense form reads and writes on the Lisbon trip. */
export const TRIP = 'GET /trips/trip-1';
const PEOPLE = 'GET /trips/trip-1/participants';
export const POST = 'POST /trips/trip-1/expenses';
export const RATE = 'GET /trips/trip-1/expenses/rate';
export const PRESETS = 'GET /trips/trip-1/split-presets';

/** The expense form's API: the trip, its people and a saved expense; `routes` adds to or replaces it. */
export function formApi(routes: Parameters<typeof signedInApi>[0] = {}) {
  return signedInApi({
    [TRIP]: { status: 200, data: makeTrip() },
    [PEOPLE]: { status: 200, data: PARTICIPANTS },
    [POST]: { status: 201, data: makeExpense({ _id: 'expense-9' }) },
    [PRESETS]: { status: 200, data: [] },
    ...routes,
  });
}

/** The row of one person in "Who shares". */
export const personRow = (name: string) =>
  screen.getByRole('checkbox', { name }).closest('li') as HTMLElement;
