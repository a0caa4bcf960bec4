import { formatMoney } from '@trilha/shared';
import { currentLanguage } from '../../../../lib/i18n/i18n';

/** Formats decimal amounts of one currency in the interface language. */
export function useMoney(currency: string) {
  const language = currentLanguage();
  return (amount: number) => formatMoney(amount, currency, language);
}

/** "+€45.00" / "−€45.00": the sign is part of the text, never left to colour alone. */
export function signedMoney(amount: number, money: (amount: number) => string): string {
  if (amount === 0) return money(0);
  return `${amount > 0 ? '+' : '−'}${money(Math.abs(amount))}`;
}
