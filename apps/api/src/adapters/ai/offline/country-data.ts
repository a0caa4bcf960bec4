import { countries } from 'countries-list';

/**
 * Plug types by country, after the IEC's "World Plugs" table (iec.ch/world-plugs). No maintained npm
 * package carries plug types, so the table lives here; countries-list supplies currency and languages.
 */
// prettier-ignore
const PLUGS: Record<string, string> = {
  US: 'A, B', CA: 'A, B', MX: 'A, B', JP: 'A, B', TW: 'A, B', CO: 'A, B', EC: 'A, B', PA: 'A, B',
  CR: 'A, B', GT: 'A, B', DO: 'A, B', PR: 'A, B', VE: 'A, B', CU: 'A, B, C', PE: 'A, B, C', PH: 'A, B, C',
  BO: 'A, C', PY: 'C', VN: 'A, C, F', TH: 'A, B, C, F, O', KH: 'A, C, G',
  DE: 'C, F', ES: 'C, F', PT: 'C, F', NL: 'C, F', AT: 'C, F', SE: 'C, F', NO: 'C, F', FI: 'C, F',
  GR: 'C, F', HR: 'C, F', HU: 'C, F', RU: 'C, F', TR: 'C, F', KR: 'C, F', ID: 'C, F', IS: 'C, F',
  RO: 'C, F', BG: 'C, F', SI: 'C, F', RS: 'C, F', LT: 'C, F', LV: 'C, F', EE: 'C, F', EG: 'C, F',
  LU: 'C, F', UA: 'C, F', IT: 'C, F, L', CL: 'C, L', UY: 'C, F, I, L', AR: 'C, I', BR: 'C, N',
  FR: 'C, E', BE: 'C, E', PL: 'C, E', CZ: 'C, E', SK: 'C, E', MA: 'C, E', TN: 'C, E',
  DK: 'C, E, F, K', CH: 'C, J', LI: 'C, J', IL: 'C, H',
  GB: 'G', IE: 'G', MT: 'G', CY: 'G', HK: 'G', SG: 'G', MY: 'G', AE: 'C, D, G', QA: 'D, G', KE: 'G',
  TZ: 'D, G', SA: 'G', NG: 'D, G',
  AU: 'I', NZ: 'I', FJ: 'I', CN: 'A, C, I',
  IN: 'C, D, M', LK: 'D, G, M', NP: 'C, D, M', ZA: 'C, D, M, N',
};

/**
 * Price level ratio of PPP conversion factor (GDP) to market exchange rate, United States = 1: World
 * Bank, World Development Indicators, PA.NUS.PPPC.RF (ICP 2021 round), rounded to 0.05.
 */
// prettier-ignore
const PRICE_LEVELS: Record<string, number> = {
  CH: 1.15, IS: 1.1, NO: 1.0, US: 1.0, DK: 0.95, IL: 0.95, IE: 0.9, AU: 0.9, LU: 0.9, FI: 0.85,
  NZ: 0.85, CA: 0.85, NL: 0.8, BE: 0.8, AT: 0.8, SE: 0.8, GB: 0.8, DE: 0.75, FR: 0.75, HK: 0.75,
  SG: 0.75, AE: 0.75, QA: 0.7, UY: 0.7, IT: 0.65, JP: 0.6, KR: 0.6, ES: 0.6, CR: 0.6, MT: 0.6,
  CY: 0.6, PT: 0.55, GR: 0.55, CZ: 0.55, CL: 0.55, CN: 0.55, SA: 0.55, SI: 0.6, EE: 0.65, LV: 0.55,
  LT: 0.5, SK: 0.55, HR: 0.5, PA: 0.5, MX: 0.5, BR: 0.5, EC: 0.5, DO: 0.45, HU: 0.45, PL: 0.45,
  TW: 0.45, PE: 0.45, AR: 0.4, RU: 0.4, ZA: 0.4, KE: 0.4, RO: 0.4, BG: 0.4, RS: 0.4, CO: 0.35,
  PY: 0.35, BO: 0.35, TH: 0.35, MY: 0.35, PH: 0.35, MA: 0.35, TZ: 0.35, GT: 0.45, ID: 0.3,
  VN: 0.3, TR: 0.3, IN: 0.25, NP: 0.25, LK: 0.25, EG: 0.2, KH: 0.3, UA: 0.3, TN: 0.3,
};
export const DEFAULT_PRICE_LEVEL = 0.6;

/** Approximate units of each trip currency per US dollar, for turning US-priced costs into the trip's. */
// prettier-ignore
export const PER_USD: Record<string, number> = {
  USD: 1, BRL: 5.4, EUR: 0.92, GBP: 0.79, ARS: 1000, CLP: 940, COP: 4000, MXN: 18, PEN: 3.75,
  UYU: 40, PYG: 7500, BOB: 6.9, CAD: 1.37, AUD: 1.52, NZD: 1.66, JPY: 150, CNY: 7.2, CHF: 0.88,
  SEK: 10.5, NOK: 10.7, DKK: 6.9, ZAR: 18.5, INR: 83, THB: 36,
};

/** Where no latitude is known: countries that lie wholly or mostly south of the equator. */
const SOUTHERN = new Set(['AR', 'AU', 'BO', 'BR', 'CL', 'NZ', 'PY', 'UY', 'ZA', 'PE', 'ID', 'TZ', 'FJ']);

export interface CountryFacts {
  plugs: string | null;
  currency: string | null;
  priceLevel: number;
  southern: boolean;
}

export function countryFacts(code: string | null, lat: number | null): CountryFacts {
  const country = code ? countries[code as keyof typeof countries] : undefined;
  return {
    plugs: (code && PLUGS[code]) ?? null,
    currency: country?.currency[0] ?? null,
    priceLevel: (code ? PRICE_LEVELS[code] : undefined) ?? DEFAULT_PRICE_LEVEL,
    southern: lat !== null ? lat < 0 : SOUTHERN.has(code ?? ''),
  };
}
