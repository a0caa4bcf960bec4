import type { FastifyBaseLogger } from 'fastify';
import { addDays } from '@trilha/shared';
import type { Database } from '../../db/client';
import { ratesRepository } from './rates.repository';
import type { ReferenceRatesSource } from '../../adapters/rates/ecb';

/** Rates are published on working days: a rate up to a week old still answers for a date. */
const LOOKBACK_DAYS = 7;
/** At most one fetch an hour, and none for ten minutes after a failure. */
const REFRESH_EVERY_MS = 60 * 60 * 1000;
const RETRY_AFTER_FAILURE_MS = 10 * 60 * 1000;

export interface FoundRate {
  rate: number;
  rateDate: string;
}

/**
 * Reference rates between any two currencies the source publishes against the euro, cached in the
 * database so each day is fetched once for every instance.
 */
export function createRatesService({
  db,
  source,
  log,
  now = () => new Date(),
}: {
  db: Database;
  source?: ReferenceRatesSource;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  let lastFetch = 0;
  let lastFailure = 0;
  let inflight: Promise<void> | undefined;

  async function refresh(): Promise<void> {
    if (!source) return;
    inflight ??= (async () => {
      try {
        const days = await source.recent();
        const rows = days.flatMap((day) =>
          Object.entries(day.perEuro).map(([currency, perEuro]) => ({ date: day.date, currency, perEuro })),
        );
        await ratesRepository.add(db, rows);
        lastFetch = Date.now();
      } catch (error) {
        lastFailure = Date.now();
        log.warn({ err: error }, 'Reference exchange rates could not be fetched');
      } finally {
        inflight = undefined;
      }
    })();
    return inflight;
  }

  /** The newest cached day on or before `date` (within the look-back) that has both currencies. */
  async function cached(from: string, to: string, date: string): Promise<FoundRate | null> {
    const needed = [...new Set([from, to].filter((code) => code !== 'EUR'))];
    const rows = needed.length
      ? await ratesRepository.between(db, needed, addDays(date, -LOOKBACK_DAYS), date)
      : [];
    const byDate = new Map<string, Map<string, number>>();
    for (const row of rows) {
      if (!byDate.has(row.date)) byDate.set(row.date, new Map([['EUR', 1]]));
      byDate.get(row.date)!.set(row.currency, Number(row.perEuro));
    }
    for (const [rateDate, perEuro] of byDate) {
      const fromPerEuro = perEuro.get(from);
      const toPerEuro = perEuro.get(to);
      if (fromPerEuro && toPerEuro) return { rate: Number((toPerEuro / fromPerEuro).toFixed(8)), rateDate };
    }
    return null;
  }

  return {
    enabled: Boolean(source),

    /** 1 `from` in `to` on `date` (today's rate for a date still ahead), or null when none is known. */
    async rateFor(from: string, to: string, date: string): Promise<FoundRate | null> {
      if (!source) return null;
      const today = now().toISOString().slice(0, 10);
      const on = date > today ? today : date;
      let found = await cached(from, to, on);
      const mayFetch =
        Date.now() - lastFetch > REFRESH_EVERY_MS && Date.now() - lastFailure > RETRY_AFTER_FAILURE_MS;
      // A rate from an earlier day than asked may only mean the cache is behind.
      if ((!found || found.rateDate < on) && mayFetch) {
        await refresh();
        found = await cached(from, to, on);
      }
      return found;
    },
  };
}

export type RatesService = ReturnType<typeof createRatesService>;
