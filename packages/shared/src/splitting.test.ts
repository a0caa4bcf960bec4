import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settleUp, splitEqually, splitProportionally } from './splitting';

const sum = (values: number[]) => values.reduce((acc, value) => acc + value, 0);

/** Random balances of up to `max` people that add up to zero. */
const balances = (max: number) =>
  fc
    .array(fc.integer({ min: -500_000, max: 500_000 }), { minLength: 1, maxLength: max - 1 })
    .map((values) => {
      const all = [...values, -sum(values)];
      return Object.fromEntries(all.map((value, index) => [`p${String(index).padStart(2, '0')}`, value]));
    });

/** Applies transfers to balances: the payer's debt shrinks, the receiver's credit too. */
function apply(start: Record<string, number>, transfers: { from: string; to: string; amount: number }[]) {
  const result = { ...start };
  for (const { from, to, amount } of transfers) {
    result[from]! += amount;
    result[to]! -= amount;
  }
  return result;
}

describe('splitEqually', () => {
  it('gives the leftover cents to the first people', () => {
    expect(splitEqually(1000, 3)).toEqual([334, 333, 333]);
    expect(splitEqually(2, 3)).toEqual([1, 1, 0]);
  });

  it('always adds up to the amount, with parts at most one cent apart', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.integer({ min: 1, max: 50 }),
        (total, count) => {
          const parts = splitEqually(total, count);
          expect(sum(parts)).toBe(total);
          expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('splitProportionally', () => {
  it('keeps proportions and adds up exactly', () => {
    expect(splitProportionally(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(splitProportionally(543, [2000, 1000])).toEqual([362, 181]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_00 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 30 }),
        (total, weights) => {
          const parts = splitProportionally(total, weights);
          expect(sum(parts)).toBe(total);
          expect(parts.every((part) => part >= 0)).toBe(true);
        },
      ),
    );
  });
});

describe('settleUp', () => {
  it('pairs a group whose debts cancel among themselves apart from the rest', () => {
    // a owes 10 to b, c owes 5 to d: greedy largest-first would need 3 transfers, the fewest is 2.
    const transfers = settleUp({ a: -10, b: 10, c: -5, d: 5 });
    expect(transfers).toHaveLength(2);
    expect(settleUp({ a: -7, b: -3, c: 6, d: 4 })).toHaveLength(3);
    expect(settleUp({ a: 0, b: 0 })).toEqual([]);
  });

  it('clears every balance with at most n − 1 positive transfers (up to 18 people: the exact search)', () => {
    fc.assert(
      fc.property(balances(12), (start) => {
        const transfers = settleUp(start);
        const people = Object.values(start).filter((value) => value !== 0).length;
        expect(Object.values(apply(start, transfers)).every((value) => value === 0)).toBe(true);
        expect(transfers.length).toBeLessThanOrEqual(Math.max(people - 1, 0));
        expect(transfers.every((transfer) => transfer.amount > 0 && transfer.from !== transfer.to)).toBe(
          true,
        );
      }),
      { numRuns: 200 },
    );
  });

  it('still clears everything for large groups (greedy beyond 18)', () => {
    fc.assert(
      fc.property(balances(40), (start) => {
        const transfers = settleUp(start);
        const people = Object.values(start).filter((value) => value !== 0).length;
        expect(Object.values(apply(start, transfers)).every((value) => value === 0)).toBe(true);
        expect(transfers.length).toBeLessThanOrEqual(Math.max(people - 1, 0));
      }),
      { numRuns: 50 },
    );
  });

  it('finds the fewest transfers: never more than any other zero-sum grouping allows', () => {
    // Balances built from k disjoint zero-sum groups settle in at most n − k transfers.
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 1, max: 9_999 }), { minLength: 1, maxLength: 3 }), {
          minLength: 1,
          maxLength: 4,
        }),
        (groups) => {
          const start: Record<string, number> = {};
          groups.forEach((credits, g) => {
            credits.forEach((credit, i) => (start[`g${g}c${i}`] = credit));
            start[`g${g}d`] = -sum(credits);
          });
          const n = Object.keys(start).length;
          expect(settleUp(start).length).toBeLessThanOrEqual(n - groups.length);
        },
      ),
    );
  });
});
