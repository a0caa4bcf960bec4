import {
  addDays,
  addMonths,
  addWeeks,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isValid,
  parseISO,
  startOfMonth,
  startOfWeek,
  type Day,
  type Locale,
} from 'date-fns';
import { enUS, es, ptBR } from 'date-fns/locale';
import type { Language } from '@trilha/shared';
import { WEEK_STARTS_ON } from './week-start';

export type CalendarView = 'month' | 'week';

const LOCALES: Record<Language, Locale> = { en: enUS, es, pt: ptBR };

export function calendarLocale(language: Language): { locale: Locale; weekStartsOn: Day } {
  return { locale: LOCALES[language], weekStartsOn: WEEK_STARTS_ON[language] };
}

/** `YYYY-MM-DD` of a local date, the shape the API and the day view's URL use. */
export function isoDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** A `YYYY-MM-DD` from the URL as a local date, or undefined when it is not a real date. */
export function parseDay(value: string | null): Date | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = parseISO(value);
  return isValid(date) ? date : undefined;
}

/** Every day the month view shows: whole weeks from the one holding the 1st to the one holding the last. */
export function monthGrid(date: Date, weekStartsOn: Day): Date[] {
  const start = startOfWeek(startOfMonth(date), { weekStartsOn });
  const end = endOfWeek(endOfMonth(date), { weekStartsOn });
  return eachDayOfInterval({ start, end });
}

export function weekDays(date: Date, weekStartsOn: Day): Date[] {
  const start = startOfWeek(date, { weekStartsOn });
  return eachDayOfInterval({ start, end: addDays(start, 6) });
}

export function visibleDays(view: CalendarView, date: Date, weekStartsOn: Day): Date[] {
  return view === 'month' ? monthGrid(date, weekStartsOn) : weekDays(date, weekStartsOn);
}

/** The `from`/`to` the page fetches: exactly the days on screen. */
export function visibleRange(days: Date[]): { from: string; to: string } {
  return { from: isoDate(days[0] as Date), to: isoDate(days[days.length - 1] as Date) };
}

export function shiftPeriod(view: CalendarView, date: Date, step: 1 | -1): Date {
  return view === 'month' ? addMonths(startOfMonth(date), step) : addWeeks(date, step);
}
