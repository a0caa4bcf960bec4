import { formatMoney, localDateOf, localTimeOf, type Language } from '@trilha/shared';
import { INTL_LOCALES } from '../../../lib/i18n';

export interface Formatter {
  /** `2031-05-01` → "1 May 2031" / "1 de mai. de 2031". */
  date(date: string): string;
  /** `2031-05-01` → "Thursday, 1 May 2031". */
  longDate(date: string): string;
  /** A flight instant → the airport's local date and time as written there ("1 May 2031, 22:00"). */
  localDateTime(instant: string): string;
  money(amount: number, currency: string): string;
  /** The moment the PDF was made, in UTC. */
  instant(at: Date): string;
}

// A calendar date is read at noon UTC so no time zone moves it to another day.
const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);

export function formatterFor(language: Language): Formatter {
  const locale = INTL_LOCALES[language];
  const short = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const long = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const stamp = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
  return {
    date: (date) => short.format(atNoon(date)),
    longDate: (date) => {
      const text = long.format(atNoon(date));
      return text.charAt(0).toUpperCase() + text.slice(1);
    },
    localDateTime: (instant) => `${short.format(atNoon(localDateOf(instant)))}, ${localTimeOf(instant)}`,
    money: (amount, currency) => formatMoney(amount, currency, locale),
    instant: (at) => stamp.format(at),
  };
}
