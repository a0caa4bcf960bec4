import { useFeatureTexts, type FeatureTextLoaders } from '../../lib/i18n/feature-texts';

// The files' texts come with the trip's tabs, not with the language's chunk, which /login downloads.
const LOADERS: FeatureTextLoaders = {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  pt: () => import('./locales/pt.json'),
};

export const useItemFilesTexts = () => useFeatureTexts(LOADERS, 'itemFiles.title');
