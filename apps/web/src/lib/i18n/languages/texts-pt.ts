import { MESSAGES_PT } from '@trilha/shared';
import { localeFilesTree, type LanguageTexts, type TranslationTree } from '../translation-tree';

// One chunk per language, which the server preloads with every page: only what the signed-out screens show
// (login, register, password reset, not found, the language menu, the shared messages). The signed-in
// app's texts are in app-texts-pt.ts, loaded with its frame (i18n.ts).
export const texts: LanguageTexts = {
  messages: MESSAGES_PT,
  locales: localeFilesTree(
    import.meta.glob<TranslationTree>('../../../locales/pt/{about,auth,common,nav}.json', {
      eager: true,
      import: 'default',
    }),
  ),
};
