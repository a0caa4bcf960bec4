import { useEffect } from 'react';
import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  addMonths,
  endOfMonth,
  endOfWeek,
  format,
  parseISO,
  startOfMonth,
  startOfWeek,
  type Day,
} from 'date-fns';
import type { CalendarEvent } from '@trilha/shared';
import { WEEK_STARTS_ON } from '../utils/week-start';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useOnline } from '../../../lib/offline/use-online';
import { keptTimes } from '../../../lib/offline/kept-at';
import { calendarKeys, calendarQueries } from './calendar-queries';

/** A month read ahead is read again at most this often. */
const FRESH_FOR_MS = 10 * 60_000;
/** At most this many months are read ahead (the current and next, then the upcoming trips' months). */
export const MONTHS_KEPT = 8;

const iso = (date: Date) => format(date, 'yyyy-MM-dd');

/** The `from`/`to` the month view asks for: whole weeks from the one holding the 1st to the last's. */
export function monthRange(date: Date, weekStartsOn: Day): { from: string; to: string } {
  return {
    from: iso(startOfWeek(startOfMonth(date), { weekStartsOn })),
    to: iso(endOfWeek(endOfMonth(date), { weekStartsOn })),
  };
}

/** The months the person is likely to look at: this one, the next, and every month of the trips given. */
export function monthsAhead(
  today: Date,
  trips: readonly { startDate: string; endDate: string }[],
  limit = MONTHS_KEPT,
): Date[] {
  const months = new Map<string, Date>();
  const add = (date: Date) => months.set(format(date, 'yyyy-MM'), startOfMonth(date));
  add(today);
  add(addMonths(today, 1));
  for (const trip of trips) {
    const last = startOfMonth(parseISO(trip.endDate));
    for (let month = startOfMonth(parseISO(trip.startDate)); month <= last; month = addMonths(month, 1)) {
      add(month);
    }
  }
  return [...months.values()].slice(0, limit);
}

/**
 * Reads the calendar's months ahead into the query cache (saved on the device), so the calendar opens
 * on them offline: the current and next month and the months of the upcoming trips, in the month view's
 * ranges for the interface language. One after another, online only, once per ten minutes per month.
 */
export async function keepCalendarOffline(
  queryClient: QueryClient,
  trips: readonly { startDate: string; endDate: string }[],
  today = new Date(),
): Promise<void> {
  const weekStartsOn = WEEK_STARTS_ON[currentLanguage()];
  const keptAt = keptTimes(queryClient);
  for (const month of monthsAhead(today, trips)) {
    if (!onlineManager.isOnline()) return;
    const { from, to } = monthRange(month, weekStartsOn);
    const key = `${from}/${to}`;
    if (Date.now() - (keptAt.get(key) ?? 0) < FRESH_FOR_MS) continue;
    keptAt.set(key, Date.now());
    try {
      await queryClient.prefetchQuery({ ...calendarQueries.range(from, to), staleTime: FRESH_FOR_MS });
    } catch {
      keptAt.delete(key);
    }
  }
}

/** Keeps the calendar's coming months readable offline (from the trip list, with its upcoming trips). */
export function useKeepCalendarOffline(trips: readonly { startDate: string; endDate: string }[] | undefined) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const dates = trips?.map((trip) => `${trip.startDate}:${trip.endDate}`).join(',');
  useEffect(() => {
    if (!online || dates === undefined) return;
    const spans = dates
      ? dates.split(',').map((span) => {
          const [startDate = '', endDate = ''] = span.split(':');
          return { startDate, endDate };
        })
      : [];
    // After the trips' own read-ahead has started: the calendar is the lesser need.
    const timer = window.setTimeout(() => void keepCalendarOffline(queryClient, spans), 1500);
    return () => window.clearTimeout(timer);
  }, [queryClient, online, dates]);
}

/**
 * The events of `from`–`to` taken from a saved range that covers it (a week inside a month read ahead),
 * or undefined when none does: offline, the week view shows what the month view saved.
 */
export function eventsFromSavedRanges(
  queryClient: QueryClient,
  from: string,
  to: string,
): CalendarEvent[] | undefined {
  const covering = queryClient
    .getQueriesData<CalendarEvent[]>({ queryKey: [...calendarKeys.all, 'range'] })
    .find(([key, data]) => data !== undefined && String(key.at(-2)) <= from && String(key.at(-1)) >= to);
  return covering?.[1]?.filter((event) => event.start.slice(0, 10) <= to && event.end.slice(0, 10) >= from);
}
