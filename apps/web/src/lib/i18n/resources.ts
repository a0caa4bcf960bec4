import { LANGUAGES, MESSAGES, type Language } from '@trilha/shared';

export type TranslationTree = { [key: string]: string | TranslationTree };

// Each locales/<language>/<file>.json becomes the `<file>` branch of that language's translations.
const localeFiles = import.meta.glob<TranslationTree>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Turns the shared catalogue's flat keys ('validation.required') into the nested shape i18next reads. */
export function nestKeys(flat: Record<string, string>): TranslationTree {
  const root: TranslationTree = {};
  for (const [key, text] of Object.entries(flat)) {
    const parts = key.split('.');
    const leaf = parts.pop() as string;
    let node = root;
    for (const part of parts) {
      const child = node[part];
      node[part] = typeof child === 'object' ? child : {};
      node = node[part] as TranslationTree;
    }
    node[leaf] = text;
  }
  return root;
}

export function localeTree(language: Language): TranslationTree {
  const tree: TranslationTree = {};
  for (const [path, content] of Object.entries(localeFiles)) {
    const match = /locales\/([a-z]+)\/([\w-]+)\.json$/.exec(path);
    if (match?.[1] === language && match[2]) tree[match[2]] = content;
  }
  return tree;
}

/** The interface's own texts plus the shared message catalogue, per language. */
export function buildResources(): Record<Language, { translation: TranslationTree }> {
  const entries = LANGUAGES.map((language) => [
    language,
    { translation: { ...nestKeys(MESSAGES[language]), ...localeTree(language) } },
  ]);
  return Object.fromEntries(entries) as Record<Language, { translation: TranslationTree }>;
}
