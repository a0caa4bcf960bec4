export const LANGUAGES = ['en', 'es', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt';

export const THEME_MODES = ['light', 'dark', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

/** ISO 4217 codes offered as a home currency; the list the settings screen shows. */
export const CURRENCIES = [
  'BRL',
  'USD',
  'EUR',
  'GBP',
  'ARS',
  'CLP',
  'COP',
  'MXN',
  'PEN',
  'UYU',
  'PYG',
  'BOB',
  'CAD',
  'AUD',
  'NZD',
  'JPY',
  'CNY',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'ZAR',
  'INR',
  'THB',
] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'BRL';

/** Picks one of our languages from a browser tag such as `pt-BR`; undefined when none fits. */
export function toLanguage(tag: string | null | undefined): Language | undefined {
  const base = tag?.split(/[-_]/)[0]?.toLowerCase();
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : undefined;
}
