import { appTextsTree, type TranslationTree } from '../translation-tree';

// The signed-in app's texts (every locale file texts-es.ts leaves out, and the features' own
// features/<name>/locales/es.json), one chunk loaded when the app's frame is first entered (i18n.ts).
export const tree: TranslationTree = appTextsTree(
  import.meta.glob<TranslationTree>(
    ['../../../locales/es/*.json', '!../../../locales/es/{about,auth,common,nav}.json'],
    { eager: true, import: 'default' },
  ),
  import.meta.glob<TranslationTree>('../../../features/*/locales/es.json', {
    eager: true,
    import: 'default',
  }),
);
