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
