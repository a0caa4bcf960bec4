import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitEqually, splitProportionally, toMinorUnits } from '@trilha/shared';
import type { ExpenseWithShares } from './expenses.repository';
import { summarize } from './summary';

const PEOPLE = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id, name: id.toUpperCase() }));
const cents = (amount: number) => Math.round(amount * 100);

let nextId = 0;

/**
 * A random expense as stored: minor units, shares adding up exactly, maybe in another currency, maybe
 * paid by several people.
 */
const expenseArb = fc
  .record({
    amountMinor: fc.integer({ min: 1, max: 5_000_000 }),
    paidBy: fc.constantFrom(...PEOPLE.map((p) => p.id)),
    sharers: fc.uniqueArray(fc.constantFrom(...PEOPLE.map((p) => p.id)), { minLength: 1, maxLength: 6 }),
    unequalWeights: fc.option(fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 6, maxLength: 6 })),
    foreign: fc.option(fc.constantFrom(['USD', '1.08123'], ['JPY', '0.00615'], ['BRL', '0.1712'])),
    settlement: fc.boolean(),
    day: fc.integer({ min: 1, max: 9 }),
    coPayers: fc.option(
      fc.record({
        ids: fc.uniqueArray(fc.constantFrom(...PEOPLE.map((p) => p.id)), { minLength: 2, maxLength: 4 }),
        weights: fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 4, maxLength: 4 }),
      }),
    ),
  })
  .map((draw): ExpenseWithShares => {
    const index = (nextId += 1);
    const currency = draw.foreign?.[0] ?? 'EUR';
    const weights = draw.unequalWeights?.slice(0, draw.sharers.length);
    const total = weights?.reduce((sum, weight) => sum + weight, 0) ?? 0;
    let parts = splitEqually(draw.amountMinor, draw.sharers.length);
    if (weights && total > 0) {
      parts = weights.map((weight) => Math.floor((draw.amountMinor * weight) / total));
      parts[0]! += draw.amountMinor - parts.reduce((sum, part) => sum + part, 0);
    }
    const settlement = draw.settlement && draw.sharers[0] !== draw.paidBy;
    const sharers = settlement ? [draw.sharers[0]!] : draw.sharers;
    const coPayers = settlement ? null : draw.coPayers;
    const paidParts = coPayers
      ? splitProportionally(draw.amountMinor, coPayers.weights.slice(0, coPayers.ids.length))
      : [];
    return {
      expense: {
        id: `x${index}`,
        tripId: 't',
        kind: settlement ? 'settlement' : 'expense',
        description: 'thing',
        amountMinor: draw.amountMinor,
        currency,
        category: 'food',
        date: `2027-03-0${draw.day}`,
        paidBy: coPayers ? coPayers.ids[0]! : draw.paidBy,
        division: weights ? 'unequal' : 'equal',
        rate: draw.foreign?.[1] ?? null,
        rateCurrency: draw.foreign ? 'EUR' : null,
        rateDate: draw.foreign ? '2027-03-01' : null,
        bookingId: null,
        tourId: null,
        flightId: null,
        taxMinor: 0,
        tipMinor: 0,
        createdAt: new Date(),
        updatedAt: new Date(),
      },
      payers: (coPayers?.ids ?? []).map((participantId, position) => ({
        expenseId: `x${index}`,
        participantId,
        position,
        amountMinor: paidParts[position]!,
      })),
      shares: sharers.map((participantId, position) => ({
        expenseId: `x${index}`,
        participantId,
        position,
        shareMinor: settlement ? draw.amountMinor : parts[position]!,
      })),
      lines: [],
    };
  });

describe('summarize', () => {
  it('keeps every sum exact over random expenses in several currencies', () => {
    fc.assert(
      fc.property(fc.array(expenseArb, { maxLength: 25 }), (expenses) => {
        for (const { expense, shares } of expenses) {
          // Shares always add up to the amount.
          expect(shares.reduce((sum, share) => sum + share.shareMinor, 0)).toBe(expense.amountMinor);
        }
        const summary = summarize({ currency: 'EUR', budgetMinor: null, expenses, people: PEOPLE });
        const balances = summary.byParticipant.map((person) => cents(person.balance));
        // Balances add up to zero exactly.
        expect(balances.reduce((sum, balance) => sum + balance, 0)).toBe(0);
        // Paid and owed agree with the total spent.
        const paid = summary.byParticipant.reduce((sum, person) => sum + cents(person.paid), 0);
        const owed = summary.byParticipant.reduce((sum, person) => sum + cents(person.owes), 0);
        expect(paid).toBe(cents(summary.total));
        expect(owed).toBe(cents(summary.total));
        expect(summary.byCategory.reduce((sum, row) => sum + cents(row.amount), 0)).toBe(
          cents(summary.total),
        );
        expect(summary.byDay.reduce((sum, row) => sum + cents(row.amount), 0)).toBe(cents(summary.total));
        // The settlements clear every balance, in at most n − 1 transfers.
        const after = new Map(
          summary.byParticipant.map((person) => [person.participantId, cents(person.balance)]),
        );
        for (const transfer of summary.settlements) {
          after.set(transfer.from, after.get(transfer.from)! + cents(transfer.amount));
          after.set(transfer.to, after.get(transfer.to)! - cents(transfer.amount));
        }
        expect([...after.values()].every((balance) => balance === 0)).toBe(true);
        const owing = balances.filter((balance) => balance !== 0).length;
        expect(summary.settlements.length).toBeLessThanOrEqual(Math.max(owing - 1, 0));
      }),
      { numRuns: 300 },
    );
  });

  it('converts at the expense rate and leaves out what has no rate to the trip currency', () => {
    const base = {
      tripId: 't',
      kind: 'expense' as const,
      description: 'x',
      category: 'food' as const,
      date: '2027-03-01',
      paidBy: 'a',
      division: 'equal' as const,
      bookingId: null,
      tourId: null,
      flightId: null,
      taxMinor: 0,
      tipMinor: 0,
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    const summary = summarize({
      currency: 'BRL',
      budgetMinor: toMinorUnits('1000.00', 'BRL'),
      people: PEOPLE.slice(0, 2),
      expenses: [
        {
          expense: {
            ...base,
            id: 'yen',
            amountMinor: 1000,
            currency: 'JPY',
            rate: '0.0358',
            rateCurrency: 'BRL',
            rateDate: '2027-03-01',
          },
          shares: [
            { participantId: 'a', shareMinor: 500 },
            { participantId: 'b', shareMinor: 500 },
          ],
          payers: [],
        },
        {
          expense: {
            ...base,
            id: 'old',
            amountMinor: 1000,
            currency: 'USD',
            rate: '5.1',
            rateCurrency: 'EUR',
            rateDate: null,
          },
          shares: [{ participantId: 'b', shareMinor: 1000 }],
          payers: [],
        },
      ],
    });
    // ¥1,000 × 0.0358 = R$ 35.80.
    expect(summary).toMatchObject({
      total: 35.8,
      budget: 1000,
      rateDates: ['2027-03-01'],
      unconverted: ['old'],
    });
    expect(summary.byParticipant).toEqual([
      { participantId: 'a', name: 'A', paid: 35.8, owes: 17.9, settled: 0, balance: 17.9 },
      { participantId: 'b', name: 'B', paid: 0, owes: 17.9, settled: 0, balance: -17.9 },
    ]);
    expect(summary.settlements).toEqual([{ from: 'b', to: 'a', amount: 17.9 }]);
  });

  it('credits each of several payers what they paid, converted in the same proportions', () => {
    const base = {
      tripId: 't',
      kind: 'expense' as const,
      description: 'Dinner',
      category: 'food' as const,
      date: '2027-03-01',
      paidBy: 'a',
      division: 'equal' as const,
      bookingId: null,
      tourId: null,
      flightId: null,
      taxMinor: 0,
      tipMinor: 0,
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    // $100.01 paid 60.01 by a and 40.00 by b, shared by b and c, at 5 BRL the dollar.
    const summary = summarize({
      currency: 'BRL',
      budgetMinor: null,
      people: PEOPLE.slice(0, 3),
      expenses: [
        {
          expense: {
            ...base,
            id: 'dinner',
            amountMinor: 10001,
            currency: 'USD',
            rate: '5',
            rateCurrency: 'BRL',
            rateDate: null,
          },
          payers: [
            { participantId: 'a', amountMinor: 6001 },
            { participantId: 'b', amountMinor: 4000 },
          ],
          shares: [
            { participantId: 'b', shareMinor: 5001 },
            { participantId: 'c', shareMinor: 5000 },
          ],
        },
      ],
    });
    expect(summary.byParticipant).toEqual([
      { participantId: 'a', name: 'A', paid: 300.05, owes: 0, settled: 0, balance: 300.05 },
      { participantId: 'b', name: 'B', paid: 200, owes: 250.05, settled: 0, balance: -50.05 },
      { participantId: 'c', name: 'C', paid: 0, owes: 250, settled: 0, balance: -250 },
    ]);
    expect(summary.settlements).toEqual([
      { from: 'c', to: 'a', amount: 250 },
      { from: 'b', to: 'a', amount: 50.05 },
    ]);
  });
});
