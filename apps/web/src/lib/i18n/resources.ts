import { LANGUAGES, type Language } from '@trilha/shared';
import { tree as appEn } from './languages/app-texts-en';
import { tree as appEs } from './languages/app-texts-es';
import { tree as appPt } from './languages/app-texts-pt';
import { texts as en } from './languages/texts-en';
import { texts as es } from './languages/texts-es';
import { texts as pt } from './languages/texts-pt';
import { translationsOf, type LanguageTexts, type TranslationTree } from './translation-tree';

// Every language at once, for tests that compare them; the app itself loads one (i18n.ts), and the signed-in
// app's texts (app-texts-<language>.ts) only with its frame.
export { nestKeys, type TranslationTree } from './translation-tree';

const PER_LANGUAGE: Record<Language, [LanguageTexts, TranslationTree]> = {
  en: [en, appEn],
  es: [es, appEs],
  pt: [pt, appPt],
};

const ALL = Object.fromEntries(
  Object.entries(PER_LANGUAGE).map(([language, [texts, app]]) => [
    language,
    { ...texts, locales: { ...texts.locales, ...app } },
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
