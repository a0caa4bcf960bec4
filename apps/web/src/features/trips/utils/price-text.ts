import type { TFunction } from 'i18next';
import { formatMoney } from '@trilha/shared';
import { amountFieldText } from '../../../components/money-field';
import { currentLanguage } from '../../../lib/i18n/i18n';

/** A price as the plan's cards show it: "€ 45,00", or "Free" for a price of zero (known, and nothing). */
export const formatPrice = (price: number, currency: string, t: TFunction) =>
  price === 0 ? t('plan.free') : formatMoney(price, currency, currentLanguage());

/** A known price as a form's field shows it: `120.5` EUR → "120,50" in pt, "120.50" in en; `12000` JPY → "12000". */
export function priceText(price: number | null, currency: string): string | null {
  return price === null ? null : amountFieldText(price, currency);
}
