import i18n, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, toLanguage, type Language } from '@trilha/shared';
import { translationsOf, type LanguageTexts } from './translation-tree';

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

const LOADERS: Record<Language, () => Promise<{ texts: LanguageTexts }>> = {
  en: () => import('./languages/texts-en'),
  es: () => import('./languages/texts-es'),
  pt: () => import('./languages/texts-pt'),
};

/**
 * Each language is its own chunk, fetched when first shown: a first visit downloads one language's
 * texts instead of three, and switching language in the settings fetches the new one before it shows.
 */
const bundledLanguages: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = LOADERS[language as Language] as (typeof LOADERS)[Language] | undefined;
    if (!load) return callback(null, {});
    load().then(
      ({ texts }) => callback(null, translationsOf(texts)),
      (error: Error) => callback(error, null),
    );
  },
};

/** Resolves once the interface language's texts are loaded: the app renders after it (main.tsx). */
export const i18nReady = i18n
  .use(bundledLanguages)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    // Every language has every text (a test checks), so a language needs no other loaded behind it:
    // only the default stands in for a language we do not have.
    fallbackLng: { en: [], es: [], default: [DEFAULT_LANGUAGE] },
    supportedLngs: [...LANGUAGES],
    // 'pt-BR' from the browser resolves to our 'pt'.
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'navigator'],
      lookupQuerystring: 'lng',
      // The cookie tells the server which language's texts to preload with the first page (web-app.ts).
      caches: ['localStorage', 'cookie'],
      cookieMinutes: 60 * 24 * 365,
      cookieOptions: { path: '/', sameSite: 'lax' },
    },
    interpolation: { escapeValue: false },
  });

/** The active interface language, always one of ours. */
export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
}

export { i18n };
