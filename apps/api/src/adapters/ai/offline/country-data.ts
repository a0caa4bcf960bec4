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

/** Emergency numbers: one for everything, or police, ambulance and fire apart (where they differ). */
export type Emergency = { all: string } | { police: string; ambulance: string; fire: string };
const one = (all: string): Emergency => ({ all });
const split = (police: string, ambulance: string, fire: string): Emergency => ({ police, ambulance, fire });
// prettier-ignore
const EMERGENCY: Record<string, Emergency> = {
  ...Object.fromEntries(
    ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IT', 'LV', 'LT', 'LU',
      'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'NO', 'CH', 'LI', 'TR', 'IN', 'RU', 'UA',
      'ID'].map((code) => [code, one('112')]),
  ),
  GB: one('999, 112'), IE: one('112, 999'),
  US: one('911'), CA: one('911'), MX: one('911'), UY: one('911'), PY: one('911'), EC: one('911'),
  CR: one('911'), PA: one('911'), DO: one('911'), PH: one('911'), SA: one('911'), CO: one('123'),
  AU: one('000'), NZ: one('111'), HK: one('999'), MO: one('999'), MY: one('999'), QA: one('999'),
  BR: split('190', '192', '193'), AR: split('911', '107', '100'), CL: split('133', '131', '132'),
  PE: split('105', '106', '116'), CU: split('106', '104', '105'),
  JP: split('110', '119', '119'), CN: split('110', '120', '119'), TW: split('110', '119', '119'),
  KR: split('112', '119', '119'), SG: split('999', '995', '995'), TH: split('191', '1669', '199'),
  VN: split('113', '115', '114'), AE: split('999', '998', '997'), EG: split('122', '123', '180'),
  MA: split('19', '15', '15'), ZA: split('10111', '10177', '10177'), IL: split('100', '101', '102'),
};

/** Mains voltage, where one value (or a well-known split) holds for the whole country. */
// prettier-ignore
const VOLTAGE: Record<string, string> = {
  ...Object.fromEntries(
    ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IT', 'LV', 'LT', 'LU',
      'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'NO', 'CH', 'GB', 'IE', 'TR', 'AU', 'NZ',
      'SG', 'IN', 'ZA', 'AE'].map((code) => [code, '230 V']),
  ),
  US: '120 V', CA: '120 V', MX: '127 V', JP: '100 V', TW: '110 V',
  AR: '220 V', CL: '220 V', UY: '220 V', PE: '220 V', CN: '220 V', KR: '220 V', TH: '220 V', HK: '220 V',
  BR: 'mixed',
};

/**
 * Tipping customs, in four kinds: none expected; a service charge usually on the bill; about 10% at
 * restaurants; optional (round up, 5-10% for good service); 15-20% expected (North America).
 */
export type Tipping = 'none' | 'service-charge' | 'ten-percent' | 'optional' | 'expected';
// prettier-ignore
const TIPPING: Record<string, Tipping> = {
  JP: 'none', KR: 'none', CN: 'none', TW: 'none', AU: 'none', NZ: 'none',
  BR: 'service-charge', SG: 'service-charge', HK: 'service-charge', MO: 'service-charge',
  MY: 'service-charge', AE: 'service-charge', GB: 'service-charge', HU: 'service-charge',
  ID: 'service-charge', CR: 'service-charge',
  AR: 'ten-percent', CL: 'ten-percent', PE: 'ten-percent', CO: 'ten-percent', UY: 'ten-percent',
  MX: 'ten-percent', CZ: 'ten-percent', GR: 'ten-percent', TR: 'ten-percent', EG: 'ten-percent',
  MA: 'ten-percent', IE: 'ten-percent', IN: 'ten-percent', TH: 'ten-percent', DO: 'ten-percent',
  ES: 'optional', PT: 'optional', IT: 'optional', FR: 'optional', DE: 'optional', AT: 'optional',
  CH: 'optional', NL: 'optional', BE: 'optional', DK: 'optional', SE: 'optional', NO: 'optional',
  FI: 'optional', IS: 'optional',
  US: 'expected', CA: 'expected',
};

/**
 * Entry rules that hold whatever the traveller's nationality and change rarely: the Schengen area's
 * 90 days in 180; the authorisations the US, Canada, the UK and Australia ask of visa-free visitors;
 * Mercosur citizens entering their neighbours with an identity card.
 */
export type EntryRule = 'schengen' | 'us' | 'ca' | 'uk' | 'au' | 'mercosur';
const SCHENGEN = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IS',
  'IT',
  'LV',
  'LI',
  'LT',
  'LU',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'CH',
];
const MERCOSUR = ['AR', 'BR', 'UY', 'PY', 'CL', 'BO', 'PE', 'CO', 'EC'];
const ENTRY: Record<string, EntryRule> = {
  ...Object.fromEntries(SCHENGEN.map((code) => [code, 'schengen' as const])),
  ...Object.fromEntries(MERCOSUR.map((code) => [code, 'mercosur' as const])),
  US: 'us',
  CA: 'ca',
  GB: 'uk',
  AU: 'au',
};

/** The practical facts of a country the planner's tips state, where known. */
export interface CountryPractical {
  emergency: Emergency | null;
  plugs: string | null;
  voltage: string | null;
  currency: string | null;
  tipping: Tipping | null;
  entry: EntryRule | null;
}

export function countryPractical(code: string | null): CountryPractical {
  const key = code?.toUpperCase() ?? '';
  const country = key ? countries[key as keyof typeof countries] : undefined;
  return {
    emergency: EMERGENCY[key] ?? null,
    plugs: PLUGS[key] ?? null,
    voltage: VOLTAGE[key] ?? null,
    currency: country?.currency[0] ?? null,
    tipping: TIPPING[key] ?? null,
    entry: ENTRY[key] ?? null,
  };
}
