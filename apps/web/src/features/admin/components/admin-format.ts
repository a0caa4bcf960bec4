import { format, isValid, parseISO } from 'date-fns';
import type { Language } from '@trilha/shared';
import { dateLocale } from '../../trips/components';

/**
 * A timestamp or a `YYYY-MM-DD` day as the user's locale writes a short date (24/11/2031, 11/24/2031).
 * A calendar day parses as that local day, so no time zone moves it to the day before.
 */
export function formatAdminDate(value: string, language: Language): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, 'P', { locale: dateLocale(language) }) : value;
}

/** Today as the `YYYY-MM-DD` a native date input holds, in the user's own time zone. */
export function todayIso(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}

/** A timestamp with its time of day (24/11/2031, 14:05), for what happens within hours: a mail's next try. */
export function formatAdminDateTime(value: string, language: Language): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, 'Pp', { locale: dateLocale(language) }) : value;
}
