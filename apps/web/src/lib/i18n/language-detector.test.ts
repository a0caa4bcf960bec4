import { beforeEach, describe, expect, it, vi } from 'vitest';
import { languageDetector } from './language-detector';

const clearCookie = () => (document.cookie = 'i18next=; max-age=0; path=/');

// The tests' setup has chosen a language already: each test starts from none kept.
beforeEach(() => {
  localStorage.clear();
  clearCookie();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('the interface language detector', () => {
  it("offers the address's lng, the cookie, the stored choice, then the browser's languages, in that order", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR', 'en']);
    expect(languageDetector.detect()).toEqual(['pt-BR', 'en']);
    localStorage.setItem('i18nextLng', 'es');
    expect(languageDetector.detect()).toEqual(['es', 'pt-BR', 'en']);
    document.cookie = 'i18next=en; path=/';
    expect(languageDetector.detect()).toEqual(['en', 'es', 'pt-BR', 'en']);
    window.history.replaceState(null, '', '/login?lng=pt');
    expect(languageDetector.detect()).toEqual(['pt', 'en', 'es', 'pt-BR', 'en']);
  });

  it('remembers a chosen language in this browser and in the cookie the server reads, under the names used before', () => {
    languageDetector.cacheUserLanguage!('es');
    expect(localStorage.getItem('i18nextLng')).toBe('es');
    expect(document.cookie).toContain('i18next=es');
    languageDetector.cacheUserLanguage!('cimode');
    expect(localStorage.getItem('i18nextLng')).toBe('es');
  });

  it('still detects and keeps the cookie when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    expect(languageDetector.detect()).toEqual(['en-GB']);
    languageDetector.cacheUserLanguage!('pt');
    expect(document.cookie).toContain('i18next=pt');
  });
});
