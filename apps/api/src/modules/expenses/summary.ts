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

/**
 * Totals, charts and balances in the trip's currency, in integer minor units until the very end: each
 * expense's converted amount is shared out in proportion to its shares, so what someone paid and what
 * everyone owes for it add up exactly and the balances sum to zero.
 */
export function summarize({
  currency,
  budgetMinor,
  expenses,
  people,
  planned = [],
}: SummaryInput): ExpenseSummary {
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

  for (const row of expenses) {
    const { expense, shares } = row;
    const amount = inTripCurrency(expense, currency);
    if (amount === null) {
      unconverted.push(expense.id);
      continue;
    }
    if (expense.rateDate && expense.currency !== currency) rateDates.add(expense.rateDate);
    const parts = splitProportionally(
      amount,
      shares.map((share) => share.shareMinor),
    );
    if (expense.kind === 'settlement') {
      add(settled, expense.paidBy, amount);
      shares.forEach((share, index) => add(settled, share.participantId, -parts[index]!));
      continue;
    }
    total += amount;
    for (const payer of credits(row, amount)) add(paid, payer.participantId, payer.amount);
    shares.forEach((share, index) => add(owes, share.participantId, parts[index]!));
    byCategory.set(expense.category, (byCategory.get(expense.category) ?? 0) + amount);
    byDay.set(expense.date, (byDay.get(expense.date) ?? 0) + amount);
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
