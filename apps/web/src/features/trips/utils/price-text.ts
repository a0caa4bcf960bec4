import type { TFunction } from 'i18next';
import { formatMoney } from '@trilha/shared';
import { currentLanguage } from '../../../lib/i18n/i18n';

/** A price as the plan's cards show it: "€ 45,00", or "Free" for a price of zero (known, and nothing). */
export const formatPrice = (price: number, currency: string, t: TFunction) =>
  price === 0 ? t('plan.free') : formatMoney(price, currency, currentLanguage());
