// The offline texts (banner, pending and refused changes, "needs a connection") are among the signed-in
// app's texts, which load with its frame (lib/i18n/use-app-texts.ts), not with the language /login downloads.
export { useAppTexts as useOfflineTexts } from '../../lib/i18n/use-app-texts';
