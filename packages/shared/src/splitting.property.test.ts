import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balancesOf,
  payerContributions,
  settleUp,
  sharesFromPreset,
  sharesFromReceipt,
  splitProportionally,
  type BalanceEntry,
  type PersonAmount,
} from './splitting';

/** Issue 35: every split adds up to the cent for any payers, presets and lines. */

const sum = (values: number[]) => values.reduce((acc, value) => acc + value, 0);
const total = (parts: PersonAmount[]) => sum(parts.map((part) => part.amount));

const PEOPLE = Array.from({ length: 10 }, (_, index) => `p${index}`);
const person = fc.constantFrom(...PEOPLE);
const people = (minLength: number) => fc.uniqueArray(person, { minLength, maxLength: PEOPLE.length });
/** Up to a billion in minor units: the largest amount an expense may have, in cents. */
const amount = fc.integer({ min: 0, max: 100_000_000_000 });

const presetUnits = fc.array(
  fc.record({ participantIds: people(0), weight: fc.integer({ min: 0, max: 1000 }) }),
  { minLength: 1, maxLength: 6 },
);

const receiptLines = fc.array(
  fc.record({ amount: fc.integer({ min: 0, max: 10_000_000 }), participantIds: people(1) }),
  { minLength: 1, maxLength: 12 },
);

/** Several payers whose amounts add up to what they paid. */
const payers = fc
  .tuple(people(1), fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: PEOPLE.length }))
  .map(([ids, amounts]) => ids.map((participantId, index) => ({ participantId, amount: amounts[index]! })));

const noNegative = (parts: PersonAmount[]) => parts.every((part) => part.amount >= 0);
const eachOnce = (parts: PersonAmount[]) =>
  new Set(parts.map((part) => part.participantId)).size === parts.length;

describe('splitProportionally with amounts past 2^53 in its products', () => {
  it('still adds up exactly and keeps every part at or above its floor', () => {
    fc.assert(
      fc.property(
        amount,
        fc.array(fc.integer({ min: 0, max: 100_000_000_000 }), { minLength: 1, maxLength: 20 }),
        (value, weights) => {
          const parts = splitProportionally(value, weights);
          expect(sum(parts)).toBe(value);
          expect(parts.every((part) => Number.isSafeInteger(part) && part >= 0)).toBe(true);
        },
      ),
    );
  });
});

describe('sharesFromPreset', () => {
  it('couples count as one unit, their part shared between them', () => {
    // A couple (weight 1) and a friend (weight 1): half to the couple, a quarter each.
    expect(
      sharesFromPreset(1001, [
        { participantIds: ['ana', 'bruno'], weight: 1 },
        { participantIds: ['carla'], weight: 1 },
      ]),
    ).toEqual([
      { participantId: 'ana', amount: 251 },
      { participantId: 'bruno', amount: 250 },
      { participantId: 'carla', amount: 500 },
    ]);
  });

  it('adds up exactly, nobody negative, each person once, for any units and amount', () => {
    fc.assert(
      fc.property(amount, presetUnits, (value, units) => {
        const shares = sharesFromPreset(value, units);
        const anyone = units.some((unit) => unit.participantIds.length > 0);
        expect(total(shares)).toBe(anyone ? value : 0);
        expect(noNegative(shares)).toBe(true);
        expect(eachOnce(shares)).toBe(true);
      }),
    );
  });
});

describe('sharesFromReceipt', () => {
  it('splits each line among its people and spreads tax and tip by subtotal', () => {
    // Ana's 30 and the shared 20 (10 each): subtotals 40 and 10, extras 10 → 8 and 2.
    expect(
      sharesFromReceipt(
        [
          { amount: 3000, participantIds: ['ana'] },
          { amount: 2000, participantIds: ['ana', 'bruno'] },
        ],
        600,
        400,
      ),
    ).toEqual([
      { participantId: 'ana', amount: 4800 },
      { participantId: 'bruno', amount: 1200 },
    ]);
  });

  it('adds up to lines + tax + tip exactly, nobody negative, each person once', () => {
    fc.assert(
      fc.property(
        receiptLines,
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (lines, tax, tip) => {
          const shares = sharesFromReceipt(lines, tax, tip);
          expect(total(shares)).toBe(sum(lines.map((line) => line.amount)) + tax + tip);
          expect(noNegative(shares)).toBe(true);
          expect(eachOnce(shares)).toBe(true);
        },
      ),
    );
  });

  it('gives someone with no lines none of the tax', () => {
    fc.assert(
      fc.property(receiptLines, fc.integer({ min: 1, max: 1_000_000 }), (lines, tax) => {
        const shares = sharesFromReceipt(lines, tax, 0);
        const sharers = new Set(lines.flatMap((line) => line.participantIds));
        expect(shares.map((share) => share.participantId).sort()).toEqual([...sharers].sort());
      }),
    );
  });
});

describe('payerContributions', () => {
  it('credits each payer their amount, and a converted total in proportion, exactly', () => {
    fc.assert(
      fc.property(payers, amount, (paid, converted) => {
        expect(payerContributions(total(paid), paid)).toEqual(paid);
        const credited = payerContributions(converted, paid);
        expect(total(credited)).toBe(converted);
        expect(noNegative(credited)).toBe(true);
      }),
    );
  });
});

/** An expense with several payers and shares from any rule, counted at some converted total. */
const entry: fc.Arbitrary<BalanceEntry> = fc
  .record({
    paid: payers,
    rule: fc.oneof(
      presetUnits
        .filter((units) => units.some((unit) => unit.participantIds.length > 0))
        .map((units) => ({ units })),
      fc.record({ lines: receiptLines, tax: fc.nat(100_000), tip: fc.nat(100_000) }),
    ),
    rate: fc.constantFrom(1, 0.00615, 1.08123, 5.84),
  })
  .map(({ paid, rule, rate }) => {
    const amount = total(paid);
    const shares =
      'units' in rule
        ? sharesFromPreset(amount, rule.units)
        : sharesFromReceipt(rule.lines, rule.tax, rule.tip);
    // A receipt sets its own amount: the payers then paid that, in the same proportions.
    const spent = total(shares);
    const payersOf = 'units' in rule ? paid : payerContributions(spent, paid);
    return { total: Math.round(spent * rate), payers: payersOf, shares };
  });

describe('balances over any expenses', () => {
  it('sum to zero, and settleUp clears them with at most n − 1 transfers', () => {
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 8 }), (entries) => {
        const balances = balancesOf(entries);
        expect(sum(Object.values(balances))).toBe(0);
        const transfers = settleUp(balances);
        const after = { ...balances };
        for (const { from, to, amount: paid } of transfers) {
          after[from]! += paid;
          after[to]! -= paid;
        }
        expect(Object.values(after).every((value) => value === 0)).toBe(true);
        const owing = Object.values(balances).filter((value) => value !== 0).length;
        expect(transfers.length).toBeLessThanOrEqual(Math.max(owing - 1, 0));
        expect(transfers.every((transfer) => transfer.amount > 0)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
