import { format, parseISO } from 'date-fns';
import { formatMoney, fromMinorUnits, type Language, type PremiumPrice } from '@trilha/shared';
import { dateLocale } from '../../trips/components';

/** The price in the reader's number format, e.g. "R$ 19,90" or "R$19.90". */
export function formatPrice(price: PremiumPrice, language: Language): string {
  return formatMoney(fromMinorUnits(price.amount, price.currency), price.currency, language);
}

/** An instant (a renewal) or a calendar day (a grant's last day) as the reader's long date. */
export function formatLongDate(value: string, language: Language): string {
  return format(parseISO(value), 'PPP', { locale: dateLocale(language) });
}
