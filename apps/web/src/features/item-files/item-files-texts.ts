// The files' texts are among the signed-in app's texts, which load with its frame (lib/i18n/use-app-texts.ts).
export { useAppTexts as useItemFilesTexts } from '../../lib/i18n/use-app-texts';
