import type { Language } from '@trilha/shared';

// Place names inside sentences: "na Itália", "no Rio de Janeiro", "al Reino Unido". The sentences are in
// the catalogues (locales/*/ai-offline.json); the articles and prepositions each name takes are grammar
// data, kept here.

/** Portuguese country names said without an article ("em Portugal", "em Cuba"). */
// prettier-ignore
const PT_NO_ARTICLE = new Set([
  'PT', 'CU', 'IL', 'AO', 'MZ', 'CV', 'ST', 'TL', 'SG', 'MT', 'MC', 'AD', 'SM', 'HK', 'MO', 'PR', 'TW',
  'HN', 'OM', 'MG', 'AW', 'CW', 'BB', 'TT', 'LC', 'GD', 'DM', 'KN', 'VC', 'AG', 'GI', 'LI', 'CY', 'ME',
  'SV', 'FJ', 'TO', 'WS', 'VU', 'KI', 'TV', 'NR', 'PW', 'GH', 'MM', 'DJ', 'BN', 'JE', 'GG', 'IM', 'MU',
  'BZ', 'GP',
]);
/** Portuguese names that go against the rule "ends in -a: feminine" or are plural. */
// prettier-ignore
const PT_ARTICLE: Record<string, 'o' | 'a' | 'os' | 'as'> = {
  US: 'os', NL: 'os', AE: 'os', CM: 'os', PH: 'as', BS: 'as', MV: 'as', SC: 'as', KM: 'as', BM: 'as',
  KE: 'o', KH: 'o', GN: 'a', GW: 'a', GQ: 'a', RE: 'a',
};
/** Spanish country names that take an article ("al Reino Unido", "a los Países Bajos"). */
const ES_ARTICLE: Record<string, 'el' | 'la' | 'los' | 'las'> = {
  GB: 'el',
  NL: 'los',
  AE: 'los',
  DO: 'la',
  CF: 'la',
  BS: 'las',
};
/** English country names said with "the". */
const EN_THE = new Set(['US', 'GB', 'NL', 'AE', 'PH', 'BS', 'MV', 'DO', 'CF', 'KM', 'GM']);
/** Names for places whose CLDR name carries a qualifier ("Hong Kong, RAE da China"). */
const SHORT_NAMES: Record<string, Record<Language, string>> = {
  HK: { pt: 'Hong Kong', en: 'Hong Kong', es: 'Hong Kong' },
  MO: { pt: 'Macau', en: 'Macao', es: 'Macao' },
};

/** Cities whose Portuguese name takes an article ("no Rio de Janeiro", "do Porto", "pelo Cairo"). */
const PT_CITY_ARTICLE: Record<string, 'o' | 'a'> = {
  'rio de janeiro': 'o',
  rio: 'o',
  porto: 'o',
  cairo: 'o',
  recife: 'o',
  funchal: 'o',
  algarve: 'o',
  havre: 'o',
};

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

function ptArticle(code: string, name: string): '' | 'o' | 'a' | 'os' | 'as' {
  if (PT_NO_ARTICLE.has(code)) return '';
  const fixed = PT_ARTICLE[code];
  if (fixed) return fixed;
  if (/^ilhas\b/i.test(name)) return 'as';
  if (/^cidade\b/i.test(name)) return 'a';
  // The head noun is the first word: "Coreia do Sul", "Nova Zelândia", "Reino Unido".
  const head = name.split(/[\s-]/)[0] ?? name;
  return /a$/.test(head) ? 'a' : 'o';
}

const PT_IN = { '': 'em', o: 'no', a: 'na', os: 'nos', as: 'nas' } as const;
const PT_OF = { '': 'de', o: 'do', a: 'da', os: 'dos', as: 'das' } as const;
const PT_THROUGH = { '': 'por', o: 'pelo', a: 'pela', os: 'pelos', as: 'pelas' } as const;
const ES_TO = { el: 'al', la: 'a la', los: 'a los', las: 'a las' } as const;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A country's name as the planner's sentences need it: alone (`country`: "the United States" after
 * "for"), after "in" (`inCountry`, `InCountry` to start a sentence) and after "to" (`toCountry`).
 */
export function countryPhrases(code: string, name: string, language: Language) {
  const key = code.toUpperCase();
  const short = SHORT_NAMES[key]?.[language] ?? name;
  let phrases: { country: string; inCountry: string; toCountry: string };
  if (language === 'pt') {
    const article = ptArticle(key, short);
    phrases = {
      country: short,
      inCountry: `${PT_IN[article]} ${short}`,
      toCountry: `${PT_IN[article]} ${short}`,
    };
  } else if (language === 'es') {
    const article = ES_ARTICLE[key];
    phrases = {
      country: short,
      inCountry: `en ${article ? `${article} ` : ''}${short}`,
      toCountry: article ? `${ES_TO[article]} ${short}` : `a ${short}`,
    };
  } else {
    const named = EN_THE.has(key) || /\bIslands$/.test(short) ? `the ${short}` : short;
    phrases = { country: named, inCountry: `in ${named}`, toCountry: `to ${named}` };
  }
  return { ...phrases, InCountry: capitalize(phrases.inCountry) };
}

/** A city's name after "in", "of" and "through": Portuguese joins them to its article ("no Porto"). */
export function cityPhrases(city: string, language: Language) {
  if (language === 'pt') {
    const article = /^cidade d/i.test(city) ? 'a' : (PT_CITY_ARTICLE[plain(city)] ?? '');
    return {
      city,
      inCity: `${PT_IN[article]} ${city}`,
      ofCity: `${PT_OF[article]} ${city}`,
      throughCity: `${PT_THROUGH[article]} ${city}`,
    };
  }
  if (language === 'es')
    return { city, inCity: `en ${city}`, ofCity: `de ${city}`, throughCity: `por ${city}` };
  return { city, inCity: `in ${city}`, ofCity: `of ${city}`, throughCity: `around ${city}` };
}
