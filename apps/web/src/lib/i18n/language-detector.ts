import type { LanguageDetectorModule } from 'i18next';

/**
 * Where the interface language comes from, in order: `?lng=` in the address, the cookie, what this
 * browser chose before, then the browser's own languages (i18next takes the first it has). The names are
 * those i18next-browser-languagedetector used, so a choice made before carries over; the server reads
 * the cookie to preload the language's texts with the first page (plugins/web-app.ts). Written here
 * rather than loaded: the library's general detector was 2 KB of /login's 150 KB budget.
 */
const STORED = 'i18nextLng';
const COOKIE = 'i18next';
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function fromCookie(): string | undefined {
  const match = /(?:^|;\s*)i18next=([^;]+)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

// Storage may be refused (a private window, a blocked site): the language is then not remembered.
function fromStorage(): string | undefined {
  try {
    return localStorage.getItem(STORED) ?? undefined;
  } catch {
    return undefined;
  }
}

export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () =>
    [
      new URLSearchParams(window.location.search).get('lng'),
      fromCookie(),
      fromStorage(),
      ...(navigator.languages ?? [navigator.language]),
    ].filter((language): language is string => Boolean(language)),
  cacheUserLanguage(language) {
    // i18next's language for showing keys, never a reader's choice.
    if (language === 'cimode') return;
    try {
      localStorage.setItem(STORED, language);
    } catch {
      // Not remembered in this browser; the cookie still is.
    }
    document.cookie = `${COOKIE}=${encodeURIComponent(language)}; max-age=${COOKIE_MAX_AGE_SECONDS}; path=/; samesite=lax`;
  },
};
