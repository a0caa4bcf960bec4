import { useEffect, useState } from 'react';
import type { Language } from '@trilha/shared';
import { currentLanguage, i18n } from '../../lib/i18n/i18n';
import type { TranslationTree } from '../../lib/i18n/translation-tree';

// The import's texts come with its own chunk, not with the language's, which /login downloads.
const LOADERS: Record<Language, () => Promise<{ default: TranslationTree }>> = {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  pt: () => import('./locales/pt.json'),
};

async function load(language: Language) {
  if (i18n.hasResourceBundle(language, 'translation') && i18n.exists('importer.action', { lng: language })) {
    return;
  }
  i18n.addResourceBundle(language, 'translation', (await LOADERS[language]()).default, true, true);
}

/** Whether the import's texts are there in the interface language (loading them, and again on a switch). */
export function useImporterTexts(): boolean {
  const [ready, setReady] = useState<Language | undefined>();
  const [language, setLanguage] = useState(currentLanguage);
  useEffect(() => {
    const changed = () => setLanguage(currentLanguage());
    i18n.on('languageChanged', changed);
    return () => i18n.off('languageChanged', changed);
  }, []);
  useEffect(() => {
    let live = true;
    load(language).then(
      () => live && setReady(language),
      // Without its texts the action stays hidden rather than showing keys; the next switch tries again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [language]);
  return ready === language;
}
