import {
  compareCodes,
  currencyDigits,
  fromMinorUnits,
  payerContributions,
  settleUp,
  SOURCE_CATEGORIES,
  splitProportionally,
  type ExpenseCategory,
  type ExpenseSummary,
  type PersonAmount,
} from '@trilha/shared';
import type { SummedExpense } from './expenses.repository';
import { presentPlanned, type PlannedCost } from './planned-costs';

interface SummaryInput {
  currency: string;
  budgetMinor: number | null;
  expenses: SummedExpense[];
  people: { id: string; name: string }[];
  /** Booked items with a price and no expense yet, converted to the trip's currency. */
  planned?: PlannedCost[];
}

/** The expense's amount in the trip's currency, or null when it has no rate to that currency. */
export function inTripCurrency(expense: SummedExpense['expense'], currency: string): number | null {
  if (expense.currency === currency) return expense.amountMinor;
  if (!expense.rate || expense.rateCurrency !== currency) return null;
  const scale = 10 ** (currencyDigits(currency) - currencyDigits(expense.currency));
  return Math.round(expense.amountMinor * Number(expense.rate) * scale);
}

/**
 * Who is credited with an expense's `amount` (in the trip's currency): its several payers in proportion
 * to what each paid, adding up exactly, or `paidBy` alone.
 */
function credits({ expense, payers }: SummedExpense, amount: number) {
  if (payers.length === 0) return [{ participantId: expense.paidBy, amount }];
  return payerContributions(
    amount,
    payers.map((payer) => ({ participantId: payer.participantId, amount: payer.amountMinor })),
  );
}

/** What one expense adds to the summary, in the trip's currency and in minor units. */
export interface Contribution {
  id: string;
  date: string;
  category: ExpenseCategory;
  /** Null when it has no rate to the trip's currency: it is listed as unconverted and adds nothing. */
  amount: number | null;
  settlement: boolean;
  /** The date of the rate it was converted at, when it is in another currency. */
  rateDate: string | null;
  /** Credited to each payer (for a settlement, to the one who paid it). */
  paid: PersonAmount[];
  /** Each sharer's part (for a settlement, what each received). */
  owes: PersonAmount[];
  /** Everyone it names (payer, payers, sharers): someone who left the trip stays in its summary. */
  people: string[];
}

/** An expense's contribution: its amount converted, shared out in proportion to its shares. */
export function contributionOf(row: SummedExpense, currency: string): Contribution {
  const { expense, shares, payers } = row;
  const common = {
    id: expense.id,
    date: expense.date,
    category: expense.category,
    settlement: expense.kind === 'settlement',
    people: [
      expense.paidBy,
      ...payers.map((payer) => payer.participantId),
      ...shares.map((share) => share.participantId),
    ],
  };
  const amount = inTripCurrency(expense, currency);
  if (amount === null) return { ...common, amount, rateDate: null, paid: [], owes: [] };
  const parts = splitProportionally(
    amount,
    shares.map((share) => share.shareMinor),
  );
  return {
    ...common,
    amount,
    rateDate: expense.rateDate && expense.currency !== currency ? expense.rateDate : null,
    paid: common.settlement ? [{ participantId: expense.paidBy, amount }] : credits(row, amount),
    owes: shares.map((share, index) => ({ participantId: share.participantId, amount: parts[index]! })),
  };
}

/** In the order the summary sums them (the expenses' order: by date, then id). */
export const byDateAndId = (a: Contribution, b: Contribution) =>
  compareCodes(a.date, b.date) || compareCodes(a.id, b.id);

/**
 * Totals, charts and balances in the trip's currency, in integer minor units until the very end: each
 * expense's converted amount is shared out in proportion to its shares, so what someone paid and what
 * everyone owes for it add up exactly and the balances sum to zero.
 */
export function summarize({ expenses, ...input }: SummaryInput): ExpenseSummary {
  return sumContributions({
    ...input,
    contributions: expenses.map((row) => contributionOf(row, input.currency)),
  });
}

/** `summarize` from the expenses' contributions, in the expenses' order. */
export function sumContributions({
  currency,
  budgetMinor,
  contributions,
  people,
  planned = [],
}: Omit<SummaryInput, 'expenses'> & { contributions: Iterable<Contribution> }): ExpenseSummary {
  const money = (minor: number) => fromMinorUnits(minor, currency);
  const paid = new Map<string, number>();
  const owes = new Map<string, number>();
  const settled = new Map<string, number>();
  const add = (map: Map<string, number>, id: string, amount: number) =>
    map.set(id, (map.get(id) ?? 0) + amount);
  const byCategory = new Map<ExpenseCategory, number>();
  const byDay = new Map<string, number>();
  const rateDates = new Set<string>();
  const unconverted: string[] = [];
  let total = 0;

  for (const contribution of contributions) {
    const { amount } = contribution;
    if (amount === null) {
      unconverted.push(contribution.id);
      continue;
    }
    if (contribution.rateDate) rateDates.add(contribution.rateDate);
    if (contribution.settlement) {
      for (const payer of contribution.paid) add(settled, payer.participantId, payer.amount);
      for (const share of contribution.owes) add(settled, share.participantId, -share.amount);
      continue;
    }
    total += amount;
    for (const payer of contribution.paid) add(paid, payer.participantId, payer.amount);
    for (const share of contribution.owes) add(owes, share.participantId, share.amount);
    byCategory.set(contribution.category, (byCategory.get(contribution.category) ?? 0) + amount);
    byDay.set(contribution.date, (byDay.get(contribution.date) ?? 0) + amount);
  }
  // A booked price counts once: here until someone records paying it, then through that expense.
  let plannedTotal = 0;
  for (const cost of planned) {
    if (cost.amountMinor === null) continue;
    plannedTotal += cost.amountMinor;
    const category = SOURCE_CATEGORIES[cost.kind];
    byCategory.set(category, (byCategory.get(category) ?? 0) + cost.amountMinor);
  }
  total += plannedTotal;

  const names = new Map(people.map((person) => [person.id, person.name]));
  const ids = [...new Set([...names.keys(), ...paid.keys(), ...owes.keys(), ...settled.keys()])];
  const balances = Object.fromEntries(
    ids.map((id) => [id, (paid.get(id) ?? 0) - (owes.get(id) ?? 0) + (settled.get(id) ?? 0)]),
  );

  return {
    currency,
    total: money(total),
    budget: budgetMinor === null ? null : money(budgetMinor),
    byCategory: [...byCategory]
      .sort((a, b) => b[1] - a[1])
      .map(([category, amount]) => ({ category, amount: money(amount) })),
    byDay: [...byDay]
      .sort(([a], [b]) => compareCodes(a, b))
      .map(([date, amount]) => ({ date, amount: money(amount) })),
    byParticipant: ids.map((id) => ({
      participantId: id,
      name: names.get(id) ?? '',
      paid: money(paid.get(id) ?? 0),
      owes: money(owes.get(id) ?? 0),
      settled: money(settled.get(id) ?? 0),
      balance: money(balances[id]!),
    })),
    // Largest transfers first: the order people read and pay them in.
    settlements: settleUp(balances)
      .sort((a, b) => b.amount - a.amount || compareCodes(a.from, b.from))
      .map((transfer) => ({ ...transfer, amount: money(transfer.amount) })),
    rateDates: [...rateDates].sort(),
    unconverted,
    planned: money(plannedTotal),
    plannedItems: presentPlanned(planned, money),
  };
}
