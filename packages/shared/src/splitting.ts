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
  // Each part is floor(total × weight / sum) and a remainder over `sum`; computed in integers (BigInt
  // when the product passes 2^53) so a floating-point quotient never rounds a part up past its share.
  const exact = Number.isSafeInteger(total * sum)
    ? weights.map((weight) => {
        const product = total * weight;
        const remainder = product % sum;
        return { part: (product - remainder) / sum, remainder };
      })
    : weights.map((weight) => {
        const product = BigInt(total) * BigInt(weight);
        const remainder = product % BigInt(sum);
        return { part: Number(product / BigInt(sum)), remainder: Number(remainder) };
      });
  const parts = exact.map(({ part }) => part);
  let leftover = total - parts.reduce((acc, part) => acc + part, 0);
  const byRemainder = exact
    .map(({ remainder }, index) => ({ index, remainder }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (leftover <= 0) break;
    parts[index]! += 1;
    leftover -= 1;
  }
  return parts;
}

/** Someone's part of an expense, in minor units. */
export interface PersonAmount {
  participantId: string;
  amount: number;
}

/** Parts of the same people added together, each person once, in the order they first came. */
function mergeByPerson(parts: PersonAmount[]): PersonAmount[] {
  const totals = new Map<string, number>();
  for (const { participantId, amount } of parts)
    totals.set(participantId, (totals.get(participantId) ?? 0) + amount);
  return [...totals].map(([participantId, amount]) => ({ participantId, amount }));
}

/** `total` equally among `people`, the leftover units to the first of them. */
const equallyAmong = (total: number, people: string[]): PersonAmount[] => {
  const parts = splitEqually(total, people.length);
  return people.map((participantId, index) => ({ participantId, amount: parts[index]! }));
};

/** A split preset's unit: people who count as one (a couple), its part shared equally among them. */
export interface PresetUnit {
  participantIds: string[];
  weight: number;
}

/**
 * `total` by a split preset: each unit's part in proportion to its weight, then equally among its
 * people. A unit without people takes nothing; someone in two units gets both parts.
 */
export function sharesFromPreset(total: number, units: PresetUnit[]): PersonAmount[] {
  const peopled = units.filter((unit) => unit.participantIds.length > 0);
  const unitParts = splitProportionally(
    total,
    peopled.map((unit) => unit.weight),
  );
  return mergeByPerson(
    peopled.flatMap((unit, index) => equallyAmong(unitParts[index]!, unit.participantIds)),
  );
}

/** A line of an itemised receipt: its amount in minor units and the people who had it. */
export interface ReceiptLine {
  amount: number;
  participantIds: string[];
}

/**
 * Each person's part of an itemised receipt: every line equally among its people, then tax and tip
 * together in proportion to each person's line subtotal (all of it equally when the lines are all 0).
 * The parts add up to lines + tax + tip exactly; a line without people is spread like the tax.
 */
export function sharesFromReceipt(lines: ReceiptLine[], tax: number, tip: number): PersonAmount[] {
  const subtotals = mergeByPerson(lines.flatMap((line) => equallyAmong(line.amount, line.participantIds)));
  if (subtotals.length === 0) return [];
  const unassigned = lines
    .filter((line) => line.participantIds.length === 0)
    .reduce((acc, line) => acc + line.amount, 0);
  const extras = splitProportionally(
    tax + tip + unassigned,
    subtotals.map((person) => person.amount),
  );
  return subtotals.map((person, index) => ({ ...person, amount: person.amount + extras[index]! }));
}

/**
 * What each payer of an expense is credited with when it is counted in `total` (the expense's amount,
 * maybe converted to another currency): in proportion to what each paid, adding up to `total` exactly.
 */
export function payerContributions(total: number, payers: PersonAmount[]): PersonAmount[] {
  const parts = splitProportionally(
    total,
    payers.map((payer) => payer.amount),
  );
  return payers.map((payer, index) => ({ participantId: payer.participantId, amount: parts[index]! }));
}

/** An expense as balances see it: `total` counted, credited to its payers and charged to its sharers. */
export interface BalanceEntry {
  total: number;
  payers: PersonAmount[];
  shares: PersonAmount[];
}

/**
 * Paid minus owed per person over `entries`: each expense's `total` credited to its payers and charged
 * to its sharers, both in proportion to the amounts they were given in. The balances sum to zero.
 */
export function balancesOf(entries: BalanceEntry[]): Record<string, number> {
  const balances: Record<string, number> = {};
  const add = (participantId: string, amount: number) =>
    (balances[participantId] = (balances[participantId] ?? 0) + amount);
  for (const entry of entries) {
    for (const payer of payerContributions(entry.total, entry.payers)) add(payer.participantId, payer.amount);
    const owed = splitProportionally(
      entry.total,
      entry.shares.map((share) => share.amount),
    );
    entry.shares.forEach((share, index) => add(share.participantId, -owed[index]!));
  }
  return balances;
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
