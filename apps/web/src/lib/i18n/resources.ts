import { LANGUAGES, type Language } from '@trilha/shared';
import { texts as en } from './languages/texts-en';
import { texts as es } from './languages/texts-es';
import { texts as pt } from './languages/texts-pt';
import { translationsOf, type LanguageTexts, type TranslationTree } from './translation-tree';

// Every language at once, for tests that compare them; the app itself loads one (i18n.ts).
export { nestKeys, type TranslationTree } from './translation-tree';

const ALL: Record<Language, LanguageTexts> = { en, es, pt };

/** The web app's own texts of one language (locales/<language>/*.json). */
export function localeTree(language: Language): TranslationTree {
  return ALL[language].locales;
}

/** The interface's own texts plus the shared message catalogue, per language. */
export function buildResources(): Record<Language, { translation: TranslationTree }> {
  const entries = LANGUAGES.map((language) => [language, { translation: translationsOf(ALL[language]) }]);
  return Object.fromEntries(entries) as Record<Language, { translation: TranslationTree }>;
}
