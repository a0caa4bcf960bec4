import { differenceInCalendarDays, format, parseISO, type Locale } from 'date-fns';
import { enUS, es, ptBR } from 'date-fns/locale';
import type { Language, TimeState } from '@trilha/shared';

const LOCALES: Record<Language, Locale> = { en: enUS, es, pt: ptBR };

export function dateLocale(language: Language): Locale {
  return LOCALES[language];
}

/** `YYYY-MM-DD` as a local calendar day, so no time zone shifts it to the day before. */
export function formatTripDate(date: string, language: Language): string {
  return format(parseISO(date), 'PP', { locale: dateLocale(language) });
}

/** The number of calendar days a trip covers, both ends included. */
export function tripDays(startDate: string, endDate: string): number {
  return differenceInCalendarDays(parseISO(endDate), parseISO(startDate)) + 1;
}

export type Countdown =
  { kind: 'startsIn'; days: number } | { kind: 'dayOf'; day: number; total: number } | { kind: 'ended' };

/**
 * The countdown follows the server's time state, so the header never contradicts the chip; the
 * numbers come from today's local date and are clamped into the range the state implies.
 */
export function countdown(
  trip: { startDate: string; endDate: string; timeState: TimeState },
  today: Date = new Date(),
): Countdown {
  const total = tripDays(trip.startDate, trip.endDate);
  const sinceStart = differenceInCalendarDays(today, parseISO(trip.startDate));
  switch (trip.timeState) {
    case 'completed':
      return { kind: 'ended' };
    case 'in-progress':
      return { kind: 'dayOf', day: Math.min(Math.max(sinceStart + 1, 1), total), total };
    default:
      return { kind: 'startsIn', days: Math.max(-sinceStart, 1) };
  }
}
