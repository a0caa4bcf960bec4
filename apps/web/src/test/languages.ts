import type { Language } from '@trilha/shared';
import { i18n } from '../lib/i18n/i18n';

/**
 * Loads `languages`' texts (every namespace in use, the signed-in app's included) for a test that reads
 * them without switching to them (getFixedT) or checks a switch applies at once. The set-up loads only
 * English; `i18n.changeLanguage` loads a language itself before it resolves.
 */
export async function loadLanguages(...languages: Language[]): Promise<void> {
  await i18n.loadLanguages(languages);
}
