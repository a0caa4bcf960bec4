import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, toLanguage, type Language } from '@trilha/shared';
import { translationsOf, type LanguageTexts, type TranslationTree } from './translation-tree';
import { languageDetector } from './language-detector';

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

const LOADERS: Record<Language, () => Promise<{ texts: LanguageTexts }>> = {
  en: () => import('./languages/texts-en'),
  es: () => import('./languages/texts-es'),
  pt: () => import('./languages/texts-pt'),
};

/**
 * The namespace of the signed-in app's texts: every screen behind the sign-in, the features' own texts
 * included. /login does not carry them; the app's frame waits for them (loadAppTexts) before it renders.
 */
export const APP_NAMESPACE = 'app';

const APP_LOADERS: Record<Language, () => Promise<{ tree: TranslationTree }>> = {
  en: () => import('./languages/app-texts-en'),
  es: () => import('./languages/app-texts-es'),
  pt: () => import('./languages/app-texts-pt'),
};

async function readTexts(language: Language, namespace: string): Promise<TranslationTree> {
  if (namespace === APP_NAMESPACE) return (await APP_LOADERS[language]()).tree;
  return translationsOf((await LOADERS[language]()).texts);
}

/**
 * Each language is its own chunk, fetched when first shown: a first visit downloads one language's
 * signed-out texts instead of three, and switching language in the settings fetches the new one (with its
 * app texts once those are in use) before it shows.
 */
const bundledLanguages = resourcesToBackend((language: string, namespace: string) =>
  (LANGUAGES as readonly string[]).includes(language) ? readTexts(language as Language, namespace) : {},
);

/** Resolves once the interface language's texts are loaded: the app renders after it (main.tsx). */
export const i18nReady = i18n
  .use(bundledLanguages)
  .use(languageDetector)
  .use(initReactI18next)
  .init({
    // Every language has every text (a test checks), so a language needs no other loaded behind it:
    // only the default stands in for a language we do not have.
    fallbackLng: { en: [], es: [], default: [DEFAULT_LANGUAGE] },
    // Screens ask for keys without a namespace: those of the signed-out screens, else the app's (once loaded).
    ns: ['translation'],
    defaultNS: 'translation',
    fallbackNS: APP_NAMESPACE,
    supportedLngs: [...LANGUAGES],
    // 'pt-BR' from the browser resolves to our 'pt'.
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
  });

/**
 * Loads the signed-in app's texts in the interface language; from then on a switch of language loads the
 * new language's app texts too before it shows (i18next loads every namespace in use).
 */
export async function loadAppTexts(): Promise<void> {
  await i18nReady;
  await i18n.loadNamespaces(APP_NAMESPACE);
}

/** The active interface language, always one of ours. */
export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
}

export { i18n };
