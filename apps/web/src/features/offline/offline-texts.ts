import { useFeatureTexts, type FeatureTextLoaders } from '../../lib/i18n/feature-texts';

// The offline texts (banner, pending and refused changes, "needs a connection") come with the signed-in
// frame's chunk, not with the language's, which /login downloads.
const LOADERS: FeatureTextLoaders = {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  pt: () => import('./locales/pt.json'),
};

/** Whether the offline texts are there in the interface language (loading them, and again on a switch). */
export const useOfflineTexts = (): boolean => useFeatureTexts(LOADERS, 'offline.needsServer');
