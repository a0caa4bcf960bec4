import { sql } from 'drizzle-orm';
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
 * The trip's booked stays and tours and its flights that have a price and no expense made from them yet:
 * what the trip will spend, or has spent without anyone recording who paid. A free tour (price 0) costs
 * nothing; a cancelled flight is not spent. As JSON, inside the summary's one read.
 */
export const plannedJson = (tripId: string) => sql`(
  select coalesce(json_agg(item order by item."date", item.kind, item.id), '[]'::json) from (
    select 'booking' as kind, b.id, b.accommodation_name as name, b.check_in as "date",
           b.price_minor as "priceMinor", b.currency
    from bookings b
    where b.trip_id = ${tripId} and b.booked and b.price_minor > 0
      and not exists (select 1 from expenses e where e.booking_id = b.id)
    union all
    select 'tour', t.id, t.name, t.date, t.price_minor, t.currency
    from tours t
    where t.trip_id = ${tripId} and t.booked and t.price_minor > 0
      and not exists (select 1 from expenses e where e.tour_id = t.id)
    union all
    select 'flight', f.id, f.airline || ' ' || f.flight_number,
           (f.departure_at at time zone f.departure_zone)::date, f.price_minor, f.currency
    from flights f
    where f.trip_id = ${tripId} and f.status <> 'cancelled' and f.price_minor > 0
      and not exists (select 1 from expenses e where e.flight_id = f.id)
  ) item)`;

/**
 * Each planned cost in the trip's currency: as booked when it is in it, else at the reference rate of
 * its date (one look-up per currency and date).
 */
export async function convertPlanned(
  rows: PlannedRow[],
  currency: string,
  rates: RatesService,
): Promise<PlannedCost[]> {
  const found = new Map<string, Promise<number | null>>();
  const rateOf = (from: string, date: string) => {
    const key = `${from}:${date}`;
    if (!found.has(key)) {
      found.set(
        key,
        rates.rateFor(from, currency, date).then((rate) => rate?.rate ?? null),
      );
    }
    return found.get(key)!;
  };
  return Promise.all(
    rows.map(async (row) => {
      const priceMinor = Number(row.priceMinor);
      if (row.currency === currency) return { ...row, priceMinor, amountMinor: priceMinor };
      const rate = await rateOf(row.currency, row.date);
      const scale = 10 ** (currencyDigits(currency) - currencyDigits(row.currency));
      return {
        ...row,
        priceMinor,
        amountMinor: rate === null ? null : Math.round(priceMinor * rate * scale),
      };
    }),
  );
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
