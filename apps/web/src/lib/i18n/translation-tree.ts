export type TranslationTree = { [key: string]: string | TranslationTree };

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

/** One language's locales/<language>/<file>.json files, each as the `<file>` branch of its tree. */
export function localeFilesTree(files: Record<string, TranslationTree>): TranslationTree {
  const tree: TranslationTree = {};
  for (const [path, content] of Object.entries(files)) {
    const file = /\/([\w-]+)\.json$/.exec(path)?.[1];
    if (file) tree[file] = content;
  }
  return tree;
}

/**
 * The signed-in app's texts of one language: its locale files (each the `<file>` branch) and the features'
 * own features/<name>/locales/<language>.json (each already one top-level key).
 */
export function appTextsTree(
  localeFiles: Record<string, TranslationTree>,
  featureFiles: Record<string, TranslationTree>,
): TranslationTree {
  return Object.assign(localeFilesTree(localeFiles), ...Object.values(featureFiles)) as TranslationTree;
}

/** One language's whole interface: the shared message catalogue plus the web app's own texts. */
export interface LanguageTexts {
  messages: Record<string, string>;
  locales: TranslationTree;
}

export const translationsOf = ({ messages, locales }: LanguageTexts): TranslationTree => ({
  ...nestKeys(messages),
  ...locales,
});
