import { formatMoney } from '@trilha/shared';
import { currentLanguage } from '../../../lib/i18n/i18n';

/** A calendar day (`yyyy-MM-dd`) in the reader's language: "Mon, 12 May 2031". */
export function dayText(date: string, options: Intl.DateTimeFormatOptions = {}): string {
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return day.toLocaleDateString(currentLanguage(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
    ...options,
  });
}

/** A flight time as the airport's clocks show it (its first 16 characters are the local time). */
export const localTime = (time: string) => time.slice(11, 16);
export const localDay = (time: string) => time.slice(0, 10);

export const moneyText = (amount: number, currency: string) =>
  formatMoney(amount, currency, currentLanguage());
