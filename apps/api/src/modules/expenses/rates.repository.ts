import { and, desc, gte, inArray, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { exchangeRates } from '../../db/schema';

export type RateRow = typeof exchangeRates.$inferSelect;

export const ratesRepository = {
  /** Days already cached are kept as they were (the source never revises a published day). */
  async add(db: Executor, rows: (typeof exchangeRates.$inferInsert)[]): Promise<void> {
    if (rows.length > 0) await db.insert(exchangeRates).values(rows).onConflictDoNothing();
  },

  /** The cached rates of `currencies` from `since` to `until`, newest day first. */
  between: (db: Executor, currencies: string[], since: string, until: string): Promise<RateRow[]> =>
    db
      .select()
      .from(exchangeRates)
      .where(
        and(
          inArray(exchangeRates.currency, currencies),
          lte(exchangeRates.date, until),
          gte(exchangeRates.date, since),
        ),
      )
      .orderBy(desc(exchangeRates.date)),
};
