import { LANGUAGES, type Language } from '@trilha/shared';
import { texts as en } from './languages/texts-en';
import { texts as es } from './languages/texts-es';
import { texts as pt } from './languages/texts-pt';
import { translationsOf, type LanguageTexts, type TranslationTree } from './translation-tree';

// Every language at once, for tests that compare them; the app itself loads one (i18n.ts).
export { nestKeys, type TranslationTree } from './translation-tree';

/**
 * Texts a feature loads with its own chunk instead of with the language (features/<name>/locales/
 * <language>.json, each one top-level key), so the first page does not carry them; here with the rest.
 */
const FEATURE_TEXTS = import.meta.glob<TranslationTree>('../../features/*/locales/*.json', {
  eager: true,
  import: 'default',
});
const featureTexts = (language: Language): TranslationTree =>
  Object.assign(
    {},
    ...Object.entries(FEATURE_TEXTS)
      .filter(([path]) => path.endsWith(`/${language}.json`))
      .map(([, tree]) => tree),
  ) as TranslationTree;

const ALL: Record<Language, LanguageTexts> = Object.fromEntries(
  Object.entries({ en, es, pt }).map(([language, texts]) => [
    language,
    { ...texts, locales: { ...texts.locales, ...featureTexts(language as Language) } },
  ]),
) as Record<Language, LanguageTexts>;

/** The web app's own texts of one language (locales/<language>/*.json and the features' own). */
export function localeTree(language: Language): TranslationTree {
  return ALL[language].locales;
}

/** The interface's own texts plus the shared message catalogue, per language. */
export function buildResources(): Record<Language, { translation: TranslationTree }> {
  const entries = LANGUAGES.map((language) => [language, { translation: translationsOf(ALL[language]) }]);
  return Object.fromEntries(entries) as Record<Language, { translation: TranslationTree }>;
}
