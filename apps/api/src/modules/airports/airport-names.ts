import { normalize } from '../places/places.index';

/**
 * The data set spells airport names in plain ASCII ("Sao Paulo-Guarulhos"), but its Wikipedia links
 * keep the accents ("S%C3%A3o_Paulo-Guarulhos_International_Airport"). Each name word whose accented
 * form appears in the article title gets its accents back; nothing else changes.
 */
export function withAccents(name: string, wikipedia: string | undefined): string {
  const title = articleTitle(wikipedia);
  if (!title) return name;
  const accented = new Map<string, string>();
  for (const word of title.split(/[\s/()–—,-]+/)) {
    if (word && normalize(word) !== word.toLowerCase()) accented.set(normalize(word), word);
  }
  if (accented.size === 0) return name;
  return name.replace(/[\p{L}.']+/gu, (word) => {
    const found = accented.get(normalize(word));
    // Only a plain word is replaced, and with its own capitals: "SAO" stays as the data has it.
    return found && word.toLowerCase() === normalize(word) && sameCase(word, found) ? found : word;
  });
}

function articleTitle(link: string | undefined): string | undefined {
  const last = link?.split('/wiki/')[1];
  if (!last) return undefined;
  try {
    return decodeURIComponent(last).replace(/_/g, ' ');
  } catch {
    return undefined;
  }
}

const sameCase = (plain: string, accented: string) =>
  (plain[0] === plain[0]!.toUpperCase()) === (accented[0] === accented[0]!.toUpperCase());

/**
 * The countries that write their places in Portuguese or Spanish, whose city names in the bundled data
 * are spelled as there. Elsewhere GeoNames often romanizes ("Indira Gāndhī"), which no airport is called.
 */
export const PT_ES_COUNTRIES: ReadonlySet<string> = new Set([
  ...['BR', 'PT', 'AO', 'MZ', 'CV', 'GW', 'ST', 'TL'],
  ...['ES', 'MX', 'AR', 'CO', 'CL', 'PE', 'VE', 'EC', 'BO', 'PY', 'UY', 'CR', 'PA', 'GT', 'HN', 'SV'],
  ...['NI', 'CU', 'DO', 'PR', 'GQ'],
]);

/**
 * What the Wikipedia title could not give back: a plain word of the name that is the plain spelling of
 * a word of the country's city names ("Goiania" → "Goiânia", "Criciuma" → "Criciúma", "Cancun" →
 * "Cancún"), from the bundled cities (GeoNames, which keeps the accents). Only a capitalized word, and
 * only a spelling that is one city word's alone.
 */
export function withCityAccents(name: string, words: ReadonlyMap<string, string | null>): string {
  if (words.size === 0) return name;
  return name.replace(/[\p{L}.']+/gu, (word) => {
    if (word.toLowerCase() !== normalize(word) || word[0] === word[0]!.toLowerCase()) return word;
    if (word.length > 1 && word === word.toUpperCase()) return word;
    const found = words.get(normalize(word));
    return found && sameCase(word, found) ? found : word;
  });
}
