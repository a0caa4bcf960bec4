import { countries } from 'countries-list';
import { LANGUAGES } from '@trilha/shared';
import { countryName, normalize } from './places.index';

let byName: Map<string, string> | undefined;

/**
 * Every country by each of its names, accents and case aside: in the app's languages (CLDR, both the
 * app's variant and Portugal's and Spain's), in English and in its own language (countries-list). A name
 * two countries share would be ambiguous: it names neither.
 */
function countriesByName(): Map<string, string> {
  if (byName) return byName;
  const found = new Map<string, string | null>();
  const add = (name: string | undefined, code: string) => {
    if (!name) return;
    const key = normalize(name);
    const known = found.get(key);
    found.set(key, known === undefined || known === code ? code : null);
  };
  const extra = ['pt-PT', 'es-ES'].map((locale) => new Intl.DisplayNames([locale], { type: 'region' }));
  for (const [code, country] of Object.entries(countries)) {
    for (const language of LANGUAGES) add(countryName(code, language), code);
    for (const names of extra) add(names.of(code), code);
    add(country.name, code);
    add(country.native, code);
  }
  byName = new Map([...found].flatMap(([name, code]) => (code ? [[name, code] as const] : [])));
  return byName;
}

/**
 * The country a destination typed by hand names, when it names one exactly: all of it ("Portugal") or
 * its last part ("Lisboa, Portugal", "Roma - Itália"). Null otherwise: a city alone ("Paris") is not
 * taken to mean a country (there are Parises in France, the US and Canada).
 */
export function countryOfDestination(destination: string): string | null {
  const parts = destination.split(/\s*[,–—-]\s*|\s*\/\s*/).filter(Boolean);
  const names = countriesByName();
  for (const candidate of [destination, parts.at(-1)]) {
    const code = candidate && names.get(normalize(candidate));
    if (code) return code;
  }
  return null;
}
