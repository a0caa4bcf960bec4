import { MESSAGES_EN } from '@trilha/shared';
import { localeFilesTree, type LanguageTexts, type TranslationTree } from '../translation-tree';

// One chunk per language: the app fetches only the one it shows (i18n.ts).
export const texts: LanguageTexts = {
  messages: MESSAGES_EN,
  locales: localeFilesTree(
    import.meta.glob<TranslationTree>('../../../locales/en/*.json', { eager: true, import: 'default' }),
  ),
};
