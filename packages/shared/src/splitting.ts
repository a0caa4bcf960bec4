/**
 * Money arithmetic for shared costs, all in integer minor units so every sum is exact.
 */

import { compareCodes } from './ordering';

/** `total` in `count` parts that add up exactly; the leftover units go to the first parts. */
export function splitEqually(total: number, count: number): number[] {
  if (count <= 0) return [];
  const base = Math.floor(total / count);
  const leftover = total - base * count;
  return Array.from({ length: count }, (_, index) => base + (index < leftover ? 1 : 0));
}

/**
 * `total` in parts proportional to `weights` that add up exactly (largest remainder; ties to the first).
 * Used to carry shares given in one currency over to another.
 */
export function splitProportionally(total: number, weights: number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (weights.length === 0) return [];
  if (sum === 0) return splitEqually(total, weights.length);
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  let leftover = total - parts.reduce((acc, part) => acc + part, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (leftover <= 0) break;
    parts[index]! += 1;
    leftover -= 1;
  }
  return parts;
}

export interface Transfer {
  from: string;
  to: string;
  amount: number;
}

/** Above this many people with a balance, the exact search gives way to the greedy pairing. */
const EXACT_LIMIT = 18;

/** Debtors pay creditors largest first: at most n − 1 transfers for n people. */
function greedy(entries: [string, number][]): Transfer[] {
  const debtors = entries.filter(([, b]) => b < 0).map(([id, b]) => ({ id, left: -b }));
  const creditors = entries.filter(([, b]) => b > 0).map(([id, b]) => ({ id, left: b }));
  debtors.sort((a, b) => b.left - a.left || compareCodes(a.id, b.id));
  creditors.sort((a, b) => b.left - a.left || compareCodes(a.id, b.id));
  const transfers: Transfer[] = [];
  let d = 0;
  let c = 0;
  while (d < debtors.length && c < creditors.length) {
    const debtor = debtors[d]!;
    const creditor = creditors[c]!;
    const amount = Math.min(debtor.left, creditor.left);
    transfers.push({ from: debtor.id, to: creditor.id, amount });
    debtor.left -= amount;
    creditor.left -= amount;
    if (debtor.left === 0) d += 1;
    if (creditor.left === 0) c += 1;
  }
  return transfers;
}

/**
 * The fewest transfers that clear every balance (balances must sum to zero). A set of people whose
 * balances cancel among themselves settles in one transfer fewer than its size, so the fewest transfers
 * come from splitting everyone into as many such groups as possible: found exactly by a search over
 * subsets for up to 18 people with a balance, by greedy pairing beyond.
 */
export function settleUp(balances: Record<string, number>): Transfer[] {
  const entries = Object.entries(balances)
    .filter(([, balance]) => balance !== 0)
    .sort(([a], [b]) => compareCodes(a, b));
  const n = entries.length;
  if (n === 0) return [];
  if (n > EXACT_LIMIT) return greedy(entries);

  const size = 1 << n;
  const sums = new Float64Array(size);
  // groups[mask]: most zero-sum groups the people in mask can be split into, when mask sums to zero.
  const groups = new Int8Array(size);
  const last = new Int32Array(size).fill(-1);
  for (let mask = 1; mask < size; mask++) {
    const low = mask & -mask;
    sums[mask] = sums[mask ^ low]! + entries[31 - Math.clz32(low)]![1];
    let best = -1;
    for (let bit = 0; bit < n; bit++) {
      if (!(mask & (1 << bit))) continue;
      const value = groups[mask ^ (1 << bit)]!;
      if (value > best) {
        best = value;
        last[mask] = bit;
      }
    }
    groups[mask] = best + (sums[mask] === 0 ? 1 : 0);
  }

  // Walk back through the choices to recover the groups, then settle each one on its own.
  const members: number[][] = [[]];
  for (let mask = size - 1; mask > 0;) {
    if (sums[mask] === 0 && members.at(-1)!.length > 0) members.push([]);
    const bit = last[mask]!;
    members.at(-1)!.push(bit);
    mask ^= 1 << bit;
  }
  return members.flatMap((group) => greedy(group.map((bit) => entries[bit]!)));
}
