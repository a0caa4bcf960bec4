import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_NAMESPACE } from './i18n';

/**
 * Whether the signed-in app's texts are there in the interface language (loading them if not). The app's
 * frame waits for them before it renders (routes.tsx), so inside it this is true; a switch of language
 * loads the new language's before it shows. Once they were there it stays true: during a switch they are
 * reported loading, and hiding or unmounting what waits on them then would lose what it shows (the
 * settings page's "Preferences saved.", an open import preview).
 */
export function useAppTexts(): boolean {
  const { ready } = useTranslation(APP_NAMESPACE, { useSuspense: false });
  const [hadThem, setHadThem] = useState(ready);
  if (ready && !hadThem) setHadThem(true);
  return ready || hadThem;
}
