import {
  currencyDigits,
  SOURCE_CATEGORIES,
  type ExpenseSourceKind,
  type ExpenseSummary,
} from '@trilha/shared';
import type { RatesService } from './rates.service';

/** A booked item with a price and no expense yet, as read from the database. */
export interface PlannedRow {
  kind: ExpenseSourceKind;
  id: string;
  name: string;
  date: string;
  priceMinor: number;
  currency: string;
}

/** A planned cost with its amount in the trip's currency (minor units), null when no rate converts it. */
export type PlannedCost = PlannedRow & { amountMinor: number | null };

/**
 * Each planned cost in the trip's currency: as booked when it is in it, else at the reference rate of
 * its date (one look-up per currency and date). `usesRates` is told when a rate was looked up: the
 * answer then depends on today's rates, not only on the trip.
 */
export async function convertPlanned(
  rows: PlannedRow[],
  currency: string,
  rates: RatesService,
  usesRates: () => void = () => {},
): Promise<PlannedCost[]> {
  const found = new Map<string, Promise<number | null>>();
  const rateOf = (from: string, date: string) => {
    const key = `${from}:${date}`;
    if (!found.has(key)) {
      // Without a rates source no rate is ever found: the answer is the same tomorrow.
      if (rates.enabled) usesRates();
      found.set(
        key,
        rates.rateFor(from, currency, date).then((rate) => rate?.rate ?? null),
      );
    }
    return found.get(key)!;
  };
  const costs = rows.map((row): PlannedCost => {
    const priceMinor = Number(row.priceMinor);
    return { ...row, priceMinor, amountMinor: row.currency === currency ? priceMinor : null };
  });
  // Only a cost in another currency waits for a rate (a trip's are mostly in its own).
  await Promise.all(
    costs
      .filter((cost) => cost.currency !== currency)
      .map(async (cost) => {
        const rate = await rateOf(cost.currency, cost.date);
        const scale = 10 ** (currencyDigits(currency) - currencyDigits(cost.currency));
        cost.amountMinor = rate === null ? null : Math.round(cost.priceMinor * rate * scale);
      }),
  );
  return costs;
}

/** The summary's list of planned costs, as decimal amounts. */
export function presentPlanned(
  costs: PlannedCost[],
  money: (minor: number) => number,
): ExpenseSummary['plannedItems'] {
  return costs.map((cost) => ({
    kind: cost.kind,
    id: cost.id,
    name: cost.name,
    date: cost.date,
    category: SOURCE_CATEGORIES[cost.kind],
    price: cost.priceMinor / 10 ** currencyDigits(cost.currency),
    currency: cost.currency,
    amount: cost.amountMinor === null ? null : money(cost.amountMinor),
  }));
}
