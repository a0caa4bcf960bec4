import { useTranslation } from 'react-i18next';
import { APP_NAMESPACE } from './i18n';

/**
 * Whether the signed-in app's texts are there in the interface language (loading them if not). The app's
 * frame waits for them before it renders (routes.tsx), so inside it this is true; a switch of language
 * loads the new language's before it shows.
 */
export function useAppTexts(): boolean {
  return useTranslation(APP_NAMESPACE, { useSuspense: false }).ready;
}
