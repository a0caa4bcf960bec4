import { useFeatureTexts, type FeatureTextLoaders } from '../../lib/i18n/feature-texts';

// The import's texts come with its own chunk, not with the language's, which /login downloads.
const LOADERS: FeatureTextLoaders = {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  pt: () => import('./locales/pt.json'),
};

/** Whether the import's texts are there in the interface language (loading them, and again on a switch). */
export const useImporterTexts = (): boolean => useFeatureTexts(LOADERS, 'importer.action');
