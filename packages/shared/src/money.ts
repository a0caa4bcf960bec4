import { z } from 'zod';

/**
 * Money travels as a decimal amount with at most 2 decimals plus an ISO 4217 code (API.md) and is kept
 * as integer minor units of that currency (DESIGN.md), so sums never meet floating-point rounding.
 */
export const AMOUNT_MAX = 1_000_000_000;

let knownCurrencies: Set<string> | undefined;

/** An ISO 4217 code the runtime knows. The list is read on first use: it holds a part of ICU's data. */
export const isCurrency = (code: string) =>
  (knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'))).has(code);

/** How many minor-unit digits a currency has: 2 for EUR, 0 for JPY, 3 for KWD. */
// Building an Intl.NumberFormat costs tens of microseconds; a trip's answer asks for a currency's digits
// for every price in it. The set of ISO 4217 codes is small, so each known code is resolved once.
const DIGITS = new Map<string, number>();

export function currencyDigits(currency: string): number {
  let digits = DIGITS.get(currency);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
    if (isCurrency(currency)) DIGITS.set(currency, digits);
  }
  return digits;
}

export const currencySchema = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .min(1, { error: 'validation.required' })
  .refine(isCurrency, { error: 'validation.currency' });

const DECIMAL = /^\d{1,10}(\.\d{1,2})?$/;
/** "120,50": a decimal comma, as Portuguese and Spanish write it (and the forms accept), without grouping. */
const DECIMAL_COMMA = /^\d+,\d{1,2}$/;
/** Digits, maybe with decimals: a number, however long, so a too-long one is "too large", not malformed. */
const NUMBER_SHAPE = /^\d+([.,]\d+)?$/;

/**
 * `12`, `12.5`, `"12.50"`, `"12,50"` → the canonical decimal string `"12.50"`; anything else is refused,
 * an amount above AMOUNT_MAX as too large (the message names the maximum), not as malformed.
 */
export const amountSchema = z
  .union([z.number(), z.string()], { error: 'validation.amount' })
  .transform((value, ctx) => {
    if (typeof value === 'number' && Number.isFinite(value) && value > AMOUNT_MAX) {
      ctx.addIssue({ code: 'custom', message: 'validation.amountTooLarge' });
      return z.NEVER;
    }
    const typed = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
    const text = DECIMAL_COMMA.test(typed) ? typed.replace(',', '.') : typed;
    if (!DECIMAL.test(text)) {
      const tooLarge = NUMBER_SHAPE.test(text) && Number(text.split(/[.,]/)[0]) > AMOUNT_MAX;
      ctx.addIssue({
        code: 'custom',
        message: text.startsWith('-')
          ? 'validation.negative'
          : tooLarge
            ? 'validation.amountTooLarge'
            : 'validation.amount',
      });
      return z.NEVER;
    }
    const [units = '0', cents = ''] = text.split('.');
    if (Number(units) > AMOUNT_MAX) {
      ctx.addIssue({ code: 'custom', message: 'validation.amountTooLarge' });
      return z.NEVER;
    }
    return `${Number(units)}.${cents.padEnd(2, '0')}`;
  });

/** A canonical decimal string in a currency → its minor units; null when the currency has fewer digits. */
export function toMinorUnits(amount: string, currency: string): number | null {
  const [units = '0', cents = ''] = amount.split('.');
  const digits = currencyDigits(currency);
  const fraction = cents.replace(/0+$/, '');
  if (fraction.length > digits) return null;
  return Number(units) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** Minor units → the decimal number API.md answers (`4550` EUR → `45.5`). */
export const fromMinorUnits = (minor: number, currency: string) => minor / 10 ** currencyDigits(currency);

export function formatMoney(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}
