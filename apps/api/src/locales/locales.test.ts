import { describe, expect, it } from 'vitest';
import { LANGUAGES, MESSAGES, textsOf, type Language } from '@trilha/shared';
import { RESOURCES } from './resources';

// Every catalogue the server speaks from: its own namespaces and the shared message catalogue (validation
// and error messages, which the web app shows too).
const CATALOGUES: Record<string, Record<Language, unknown>> = {
  ...Object.fromEntries(
    Object.keys(RESOURCES.en).map((namespace) => [
      namespace,
      Object.fromEntries(
        LANGUAGES.map((language) => [language, RESOURCES[language][namespace as keyof typeof RESOURCES.en]]),
      ) as Record<Language, unknown>,
    ]),
  ),
  messages: MESSAGES,
};

const PLURAL = /_(zero|one|two|few|many|other)$/;
/**
 * A place's name comes in the grammatical forms its sentence needs ("{{ofCity}}" in Portuguese where
 * English says "of {{city}}"): the forms of one name count as one variable.
 */
const PLACE_FORMS: Record<string, string> = {
  inCity: 'city',
  ofCity: 'city',
  throughCity: 'city',
  inCountry: 'country',
  InCountry: 'country',
  toCountry: 'country',
};

function texts(language: Language, namespace: string): Map<string, string> {
  return new Map(textsOf(CATALOGUES[namespace]![language]).map(({ path, text }) => [path, text]));
}

/** The keys without their plural suffix, each with the variables its forms interpolate. */
function variables(language: Language, namespace: string): Record<string, string[]> {
  const found: Record<string, Set<string>> = {};
  for (const [path, text] of texts(language, namespace)) {
    const names = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map(
      ([, name = '']) => PLACE_FORMS[name] ?? name,
    );
    const key = path.replace(PLURAL, '');
    found[key] ??= new Set();
    // Across a key's plural forms: one of them may say its count in words ("one night").
    for (const name of names) found[key].add(name);
  }
  return Object.fromEntries(Object.entries(found).map(([key, names]) => [key, [...names].sort()]));
}

describe.each(Object.keys(CATALOGUES))('the %s catalogue', (namespace) => {
  it.each(['en', 'es'] as const)('has in %s exactly the keys and variables of pt', (language) => {
    expect(variables(language, namespace)).toEqual(variables('pt', namespace));
  });

  it.each(LANGUAGES)('has no empty text in %s', (language) => {
    const empty = [...texts(language, namespace)].filter(([, text]) => !text.trim());
    expect(empty).toEqual([]);
  });

  it.each(LANGUAGES)('has in %s every plural form the grammar needs', (language) => {
    const paths = [...texts(language, namespace).keys()];
    const plurals = new Set(
      paths.filter((path) => PLURAL.test(path)).map((path) => path.replace(PLURAL, '')),
    );
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    // Portuguese says "0 dias": zero takes the plural, where CLDR would give it the singular.
    const needed = language === 'pt' ? [...categories, 'zero'] : categories;
    for (const key of plurals) {
      for (const category of needed)
        expect(paths, `${language}: ${key}_${category}`).toContain(`${key}_${category}`);
    }
  });
});

describe('the server catalogues', () => {
  it('hold the texts of the mails, notifications, export mail, PDF and offline AI planner', () => {
    expect(Object.keys(RESOURCES.en).sort()).toEqual([
      'ai-offline',
      'export-mail',
      'mail',
      'notifications',
      'pdf',
    ]);
  });
});
