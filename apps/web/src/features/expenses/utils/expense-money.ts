import { format } from 'date-fns';
import { amountSchema, currencyDigits, fromMinorUnits, toMinorUnits, type Expense } from '@trilha/shared';
import { normalizeAmount } from '../../../components/money-field';

/** Minor-unit digits of a currency code, or null when the code is not one. */
function digitsOf(currency: string): number | null {
  try {
    return currencyDigits(currency);
  } catch {
    return null;
  }
}

/**
 * What the user typed ("12,5", "12.50") as integer minor units of `currency`, or null while it is not an
 * amount yet. All live arithmetic of the form (splits, remainders) works on these.
 */
export function typedMinor(text: string | null | undefined, currency: string): number | null {
  const normalized = normalizeAmount(text);
  if (normalized === null || digitsOf(currency) === null) return null;
  const parsed = amountSchema.safeParse(normalized);
  return parsed.success ? toMinorUnits(parsed.data, currency) : null;
}

/** A decimal amount the API answered (`45.5`) in minor units (`4550`). */
export function minorOf(amount: number, currency: string): number {
  return Math.round(amount * 10 ** (digitsOf(currency) ?? 2));
}

/** The decimal text the contract takes for an amount: `45.5` EUR → "45.50", `1200` JPY → "1200". */
export function amountText(amount: number, currency: string): string {
  return amount.toFixed(Math.min(digitsOf(currency) ?? 2, 2));
}

/** A rate as plain decimal text (never `1e-7`), as the field shows and the contract takes it. */
export function rateText(rate: number): string {
  return rate.toFixed(8).replace(/\.?0+$/, '');
}

/** "5,4321" → "5.4321"; null when blank. The shared schema judges the rest. */
export function normalizeRate(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return null;
  return /^\d+,\d+$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed;
}

const RATE = /^(\d{1,9})(?:\.(\d{1,8}))?$/;

/**
 * `minor` units of `from` at `rate` (1 `from` in `to`) as minor units of `to`, rounded half up. Exact:
 * the rate's decimals are carried as integers, so no floating-point error creeps in.
 */
export function convertMinor(minor: number, from: string, rate: string, to: string): number | null {
  const match = RATE.exec(rate);
  const fromDigits = digitsOf(from);
  const toDigits = digitsOf(to);
  if (!match || fromDigits === null || toDigits === null) return null;
  const fraction = match[2] ?? '';
  const scaledRate = BigInt(`${match[1]}${fraction}`);
  if (scaledRate === 0n) return null;
  const numerator = BigInt(minor) * scaledRate * 10n ** BigInt(toDigits);
  const denominator = 10n ** BigInt(fraction.length + fromDigits);
  return Number((numerator * 2n + denominator) / (2n * denominator));
}

/** An expense's amount in the trip's currency, when it is in it or carries a rate to it. */
export function convertedAmount(
  expense: Pick<Expense, 'amount' | 'currency' | 'rate' | 'rateCurrency'>,
  tripCurrency: string,
): number | null {
  if (expense.currency === tripCurrency) return expense.amount;
  if (expense.rate === null || expense.rateCurrency !== tripCurrency) return null;
  const minor = convertMinor(
    minorOf(expense.amount, expense.currency),
    expense.currency,
    rateText(expense.rate),
    tripCurrency,
  );
  return minor === null ? null : fromMinorUnits(minor, tripCurrency);
}

/**
 * The spending of some expenses in the trip's currency (settlements are transfers, not spending), and
 * how many could not be converted.
 */
export function spendingTotal(expenses: Expense[], tripCurrency: string) {
  let minor = 0;
  let unconverted = 0;
  for (const expense of expenses) {
    if (expense.kind === 'settlement') continue;
    const amount = convertedAmount(expense, tripCurrency);
    if (amount === null) unconverted += 1;
    else minor += minorOf(amount, tripCurrency);
  }
  return { amount: fromMinorUnits(minor, tripCurrency), unconverted };
}

export const todayDate = () => format(new Date(), 'yyyy-MM-dd');

/** Today when it falls within the trip, otherwise the trip's first day. */
export function defaultExpenseDate(trip: { startDate: string; endDate: string }, today = todayDate()) {
  return today >= trip.startDate && today <= trip.endDate ? today : trip.startDate;
}
