import { useEffect, useState } from 'react';
import type { Language } from '@trilha/shared';
import { currentLanguage, i18n } from './i18n';
import type { TranslationTree } from './translation-tree';

export type FeatureTextLoaders = Record<Language, () => Promise<{ default: TranslationTree }>>;

/**
 * A feature's own texts (features/<name>/locales/<language>.json), loaded with its chunk rather than with
 * the language's, which /login downloads. `probe` is one of its keys: once it exists, they are there.
 */
async function load(loaders: FeatureTextLoaders, probe: string, language: Language) {
  if (i18n.hasResourceBundle(language, 'translation') && i18n.exists(probe, { lng: language })) return;
  i18n.addResourceBundle(language, 'translation', (await loaders[language]()).default, true, true);
}

/** Whether a feature's texts are there in the interface language (loading them, and again on a switch). */
export function useFeatureTexts(loaders: FeatureTextLoaders, probe: string): boolean {
  const [ready, setReady] = useState<Language | undefined>();
  const [language, setLanguage] = useState(currentLanguage);
  useEffect(() => {
    const changed = () => setLanguage(currentLanguage());
    i18n.on('languageChanged', changed);
    return () => i18n.off('languageChanged', changed);
  }, []);
  useEffect(() => {
    let live = true;
    load(loaders, probe, language).then(
      () => live && setReady(language),
      // Without its texts the feature stays hidden rather than showing keys; the next switch tries again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loaders, probe, language]);
  return ready === language;
}
