import type { Language } from '@trilha/shared';

/** Each language named in itself, so people find theirs whatever the interface shows now. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  pt: 'Português',
  en: 'English',
  es: 'Español',
};
