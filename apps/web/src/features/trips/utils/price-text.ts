import type { TFunction } from 'i18next';
import { currencyDigits, formatMoney } from '@trilha/shared';
import { currentLanguage } from '../../../lib/i18n/i18n';

/** A price as the plan's cards show it: "€ 45,00", or "Free" for a price of zero (known, and nothing). */
export const formatPrice = (price: number, currency: string, t: TFunction) =>
  price === 0 ? t('plan.free') : formatMoney(price, currency, currentLanguage());

/** A known price as a form's field shows it: `120.5` EUR → `120.50`, `12000` JPY → `12000`. */
export function priceText(price: number | null, currency: string): string | null {
  if (price === null) return null;
  return price.toFixed(Math.min(currencyDigits(currency), 2));
}
